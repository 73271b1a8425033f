import type { Ok } from '@sortim/contracts/common';
import type { Locale } from '@sortim/contracts/product';
import { api, lazyContract } from '#/lib/api-client.ts';

/** `PUT /api/me/locale`: the language a signed-in person switched to, which their e-mails follow. */
export const updateLocale = (locale: Locale) =>
  api.put(
    '/api/me/locale',
    lazyContract<Ok>(() => import('@sortim/contracts/common').then((contracts) => contracts.Ok)),
    { locale },
  );
