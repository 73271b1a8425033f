import { useTranslation } from 'react-i18next';
import { LoadingState } from '#/components/loading-state.tsx';

/** Full screen while the session first loads. */
export function InitializingScreen() {
  const { t } = useTranslation();
  return <LoadingState message={t('app.initializing')} fullScreen />;
}
