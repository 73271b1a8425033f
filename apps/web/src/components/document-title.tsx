import { APP_NAME } from '@sortim/contracts/product';

/** The tab title; React 19 hoists <title> into <head>. */
export function DocumentTitle({ title }: { title?: string }) {
  return <title>{title ? `${title} · ${APP_NAME}` : `${APP_NAME}: Local experiences in Barcelona`}</title>;
}
