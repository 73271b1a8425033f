import { useTranslation } from 'react-i18next';

/** The tab title; React 19 hoists <title> into <head>. */
export function DocumentTitle({ title }: { title?: string }) {
  const { t } = useTranslation();
  return <title>{title ? t('app.documentTitle', { title }) : t('app.defaultDocumentTitle')}</title>;
}
