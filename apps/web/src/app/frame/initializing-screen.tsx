import { useTranslation } from 'react-i18next';
import { LogoMark } from '#/components/logo.tsx';

/** Full screen while the session first loads. */
export function InitializingScreen() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-dvh flex-col items-center justify-center gap-4">
      <LogoMark className="size-12 motion-safe:animate-pulse" />
      <p className="text-muted-foreground">{t('app.initializing')}</p>
    </div>
  );
}
