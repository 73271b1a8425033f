import type { JobQueue } from '#src/lib/job-queue.ts';
import type { Auth } from './auth.ts';

/** The web page a reset link opens (it reads `?token=` and asks for the new password). */
const RESET_PAGE = '/reset-password';

/**
 * What a queued reset request does: better-auth looks the address up and, for an account, stores a token
 * and mails the link through the outbox; for an unknown address nothing happens.
 */
export async function carryOutPasswordReset(auth: Auth, email: string): Promise<void> {
  await auth.api.requestPasswordReset({ body: { email, redirectTo: RESET_PAGE } });
}

/** Runs the queued reset requests in this process (ROLE all or worker). */
export async function startPasswordResetWorker(jobs: JobQueue, auth: Auth): Promise<void> {
  await jobs.work('auth.password-reset', async (job) => carryOutPasswordReset(auth, job.data.email));
}
