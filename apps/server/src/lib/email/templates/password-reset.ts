import { APP_NAME } from '@sortim/contracts/product';
import type { EmailContent } from '../message.ts';
import { renderEmail } from './layout.ts';

/** The reset link better-auth generates, to the account's address. */
export function passwordResetEmail(input: {
  name: string;
  url: string;
  expiresInMinutes?: number;
}): EmailContent {
  const expiry = input.expiresInMinutes ? ` and expires in ${input.expiresInMinutes} minutes` : '';
  return renderEmail(`Reset your ${APP_NAME} password`, [
    { paragraph: `Hi ${input.name},` },
    { paragraph: `We received a request to reset the password of your ${APP_NAME} account.` },
    { action: { label: 'Choose a new password', url: input.url } },
    { paragraph: `The link works once${expiry}.` },
    { paragraph: 'If you did not ask for this, ignore this e-mail: your password stays as it is.' },
  ]);
}
