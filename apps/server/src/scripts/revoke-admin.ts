import { revokeAdminByEmail } from '#src/modules/admin/admin-commands.service.ts';
import { runAdminCommand } from './admin-command.ts';

/**
 * `npm run revoke-admin -- <email>`: takes admin from an account, recorded in the audit log, so 'Verify
 * Admin Role' does not give it back (only `npm run create-admin` does).
 */
await runAdminCommand('revoke-admin', async (db, email) => {
  const { revoked } = await revokeAdminByEmail(db, email);
  return revoked ? `${email} is no longer an admin.` : `${email} is not an admin: nothing to revoke.`;
});
