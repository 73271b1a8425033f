import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#/components/ui/tabs.tsx';
import { AuthLayout } from '#/features/auth/components/auth-layout.tsx';
import { LegalNote } from '#/features/auth/components/legal-note.tsx';
import { ProviderButtons } from '#/features/auth/components/provider-buttons.tsx';
import { SignInForm } from '#/features/auth/components/sign-in-form.tsx';
import { SignUpForm } from '#/features/auth/components/sign-up-form.tsx';
import { readReturnTo } from '#/lib/return-to.ts';
import { useMe } from '#/lib/session.ts';
import { toast } from '#/lib/toast.ts';

/**
 * /auth: 'I'm Back' and 'Join the Community', Google and Apple. A signed-in user (already, or the moment
 * a form succeeds) goes on to the page they came from, else to /.
 */
export function AuthPage() {
  const { t } = useTranslation();
  const me = useMe();
  const location = useLocation();
  useOAuthFailureToast();

  if (me.user) return <Navigate to={readReturnTo(location.state)} replace />;

  return (
    <AuthLayout title={t('auth.title')} subtitle={t('auth.subtitle')}>
      <ProviderButtons />
      <Tabs defaultValue="sign-in">
        <TabsList>
          <TabsTrigger value="sign-in">{t('auth.signInTab')}</TabsTrigger>
          <TabsTrigger value="sign-up">{t('auth.signUpTab')}</TabsTrigger>
        </TabsList>
        <TabsContent value="sign-in" className="pt-2">
          <SignInForm />
        </TabsContent>
        <TabsContent value="sign-up" className="pt-2">
          <SignUpForm />
        </TabsContent>
      </Tabs>
      <LegalNote />
    </AuthLayout>
  );
}

/**
 * Google and Apple send a failed sign-in back to /auth?error=...&provider=...: say which one failed, then
 * drop the query so a reload does not say it again.
 */
function useOAuthFailureToast() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const failed = params.has('error');
  const provider = params.get('provider');

  useEffect(() => {
    if (!failed) return;
    const title =
      provider === 'google'
        ? t('auth.googleFailed')
        : provider === 'apple'
          ? t('auth.appleFailed')
          : t('auth.loginFailed');
    toast.error(title, { id: 'oauth-failed', description: t('auth.oauthFailedDescription') });
    void navigate({ pathname: location.pathname }, { replace: true, state: location.state });
  }, [failed, provider, t, navigate, location.pathname, location.state]);
}
