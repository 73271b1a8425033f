import { vi } from 'vitest';
import type { Database } from '#src/db/client.ts';
import { findOutboxRow, type OutboxRow } from '#src/lib/email/outbox.ts';

/** Waits for the delivery worker to bring an outbox row to `status` (tests only). */
export async function waitForOutboxStatus(
  db: Database,
  id: string,
  status: OutboxRow['status'],
): Promise<OutboxRow> {
  return vi.waitFor(
    async () => {
      const row = await findOutboxRow(db, id);
      if (row?.status !== status) throw new Error(`outbox row ${id} is ${row?.status}, not ${status}`);
      return row;
    },
    { timeout: 10_000, interval: 50 },
  );
}

export const aMessage = (overrides: Partial<{ to: string; subject: string }> = {}) => ({
  to: overrides.to ?? 'guest@example.test',
  subject: overrides.subject ?? 'Your booking',
  text: 'See you on Saturday.',
  html: '<p>See you on Saturday.</p>',
});
