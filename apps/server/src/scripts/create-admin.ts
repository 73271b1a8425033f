import { grantAdminByEmail } from '#src/modules/admin/admin-commands.service.ts';
import { runAdminCommand } from './admin-command.ts';

/** `npm run create-admin -- <email>`: grants admin to an existing account, recorded in the audit log. */
await runAdminCommand('create-admin', async (db, email) => {
  await grantAdminByEmail(db, email);
  return `${email} is now an admin.`;
});
