import { z } from 'zod';
import { defineMessages } from './messages.ts';

/**
 * The /seed page's 'Make Me Admin': allowed only while no admin exists, and only where the server offers
 * it at all (`available`: not in production, where `npm run create-admin` makes the first admin).
 */
export const AdminBootstrapStatus = z.object({ adminExists: z.boolean(), available: z.boolean() });
export type AdminBootstrapStatus = z.infer<typeof AdminBootstrapStatus>;

export const ADMIN_BOOTSTRAP_MESSAGES = defineMessages('adminBootstrap', {
  adminExists: 'An admin already exists in the system!',
  userNotFound: 'User email not found',
});
export const ADMIN_EXISTS_MESSAGE = ADMIN_BOOTSTRAP_MESSAGES.adminExists;
