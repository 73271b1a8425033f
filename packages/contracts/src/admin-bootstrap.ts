import { z } from 'zod';

/** The /seed page's 'Make Me Admin': allowed only while no admin exists. */
export const AdminBootstrapStatus = z.object({ adminExists: z.boolean() });
export type AdminBootstrapStatus = z.infer<typeof AdminBootstrapStatus>;

export const ADMIN_EXISTS_MESSAGE = 'An admin already exists in the system!';
