import { useTranslation } from 'react-i18next';
import { Button } from '#/components/ui/button.tsx';
import { useAuthProviders } from '#/features/auth/api/get-auth-providers.ts';
import { type OAuthProvider, useSignInWithProvider } from '#/features/auth/api/sign-in-with-provider.ts';
import { errorMessage } from '#/lib/api-client.ts';
import { toast } from '#/lib/toast.ts';

const PROVIDERS: readonly OAuthProvider[] = ['google', 'apple'];

/**
 * 'Continue with Google' / 'Continue with Apple', for the providers this deployment configured; with
 * neither configured there is nothing here, not even the 'or' divider.
 */
export function ProviderButtons({ disabled = false }: { disabled?: boolean }) {
  const { t } = useTranslation();
  const configured = useAuthProviders();
  const signInWith = useSignInWithProvider();
  const providers = PROVIDERS.filter((provider) => configured[provider]);
  if (providers.length === 0) return null;

  // Success means the browser is leaving for the provider: keep the buttons busy until it has.
  const leaving = signInWith.isPending || signInWith.isSuccess;
  const start = (provider: OAuthProvider) =>
    signInWith.mutateAsync(provider).catch((error: unknown) => {
      toast.error(provider === 'google' ? t('auth.googleFailed') : t('auth.appleFailed'), {
        description: errorMessage(error, t('auth.oauthFailedDescription')),
      });
    });

  return (
    <>
      <div className="flex flex-col gap-3">
        {providers.map((provider) => (
          <Button
            key={provider}
            variant="outline"
            size="lg"
            disabled={disabled || leaving}
            onClick={() => void start(provider)}
          >
            {provider === 'google' ? <GoogleIcon /> : <AppleIcon />}
            {leaving && signInWith.variables === provider
              ? t('auth.redirecting')
              : provider === 'google'
                ? t('auth.continueWithGoogle')
                : t('auth.continueWithApple')}
          </Button>
        ))}
      </div>
      <div className="flex items-center gap-3 text-muted-foreground text-sm">
        <span className="h-px flex-1 bg-border" />
        {t('auth.or')}
        <span className="h-px flex-1 bg-border" />
      </div>
    </>
  );
}

function GoogleIcon() {
  return (
    <svg aria-hidden focusable="false" viewBox="0 0 24 24" className="size-5">
      <path
        fill="#4285F4"
        d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.76h3.56c2.08-1.92 3.28-4.74 3.28-8.09z"
      />
      <path
        fill="#34A853"
        d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.56-2.76c-.99.66-2.25 1.06-3.72 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23z"
      />
      <path fill="#FBBC05" d="M5.84 14.11a6.6 6.6 0 0 1 0-4.22V7.05H2.18a11 11 0 0 0 0 9.9l3.66-2.84z" />
      <path
        fill="#EA4335"
        d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15A10.56 10.56 0 0 0 12 1 11 11 0 0 0 2.18 7.05l3.66 2.84C6.71 7.31 9.14 5.38 12 5.38z"
      />
    </svg>
  );
}

function AppleIcon() {
  return (
    <svg aria-hidden focusable="false" viewBox="0 0 24 24" className="size-5" fill="currentColor">
      <path d="M16.37 1.43c0 1.14-.5 2.27-1.18 3.08-.74.9-1.99 1.57-2.99 1.57-.12 0-.23-.02-.3-.03-.01-.06-.04-.22-.04-.39 0-1.15.57-2.27 1.2-2.98.81-.94 2.15-1.64 3.25-1.68.03.13.06.28.06.43zm4.56 15.71c-.03.07-.46 1.58-1.52 3.12-.94 1.34-1.94 2.71-3.43 2.71-1.52 0-1.9-.88-3.63-.88-1.7 0-2.3.91-3.67.91-1.38 0-2.33-1.26-3.43-2.8C3.96 18.38 2.93 15.57 2.93 12.92c0-4.28 2.8-6.55 5.55-6.55 1.45 0 2.67.95 3.6.95.86 0 2.22-1.01 3.9-1.01.61 0 2.89.06 4.37 2.19-.13.09-2.38 1.37-2.38 4.19 0 3.26 2.85 4.42 2.96 4.45z" />
    </svg>
  );
}
