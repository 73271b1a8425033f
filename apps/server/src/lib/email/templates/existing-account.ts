import { APP_NAME } from '@sortim/contracts/product';
import type { EmailContent } from '../message.ts';
import { renderEmail } from './layout.ts';

/**
 * Sent instead of a second account when someone signs up with an address that has one, so the sign-up
 * answer never reveals whether an address is registered.
 */
export function existingAccountEmail(input: {
  name: string;
  signInUrl: string;
  resetUrl: string;
}): EmailContent {
  return renderEmail(`You already have a ${APP_NAME} account`, [
    { paragraph: `Hi ${input.name},` },
    { paragraph: `Someone tried to create a ${APP_NAME} account with this address, which already has one.` },
    { action: { label: 'Sign in', url: input.signInUrl } },
    { paragraph: 'Forgot your password? You can choose a new one:' },
    { action: { label: 'Reset your password', url: input.resetUrl } },
    { paragraph: 'If this was not you, you can ignore this e-mail.' },
  ]);
}
