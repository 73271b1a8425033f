import type { AuditAction } from '@sortim/contracts/admin';
import {
  PROMO_CODE_MESSAGES,
  type PromoCode,
  type PromoCodeList,
  type PromoCodeScopeInput,
  type PromoCodeValues,
} from '@sortim/contracts/promo-code-management';
import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '#src/db/client.ts';
import { promoCodes } from '#src/db/schema.ts';
import { recordAudit } from '#src/lib/audit-log.ts';
import type { Caller } from '#src/lib/caller.ts';
import { Conflict, Invalid, isUniqueViolation, NotFound } from '#src/lib/errors.ts';
import { isUuid } from '#src/lib/ids.ts';
import { usesOf } from '#src/modules/reservations/promo-code-check.ts';
import {
  type CodeOwner,
  codeColumns,
  codeTaken,
  existingActivities,
  listCodes,
  lockOwnCode,
  setCodeActivities,
} from './promo-codes.repository.ts';

/*
 * A host's codes (for their own activities, the discount theirs) and the platform's (an admin's, for any
 * activity, the discount off the platform's fee): listed with their uses and sales, made, changed until
 * their first use, paused and resumed at any time. Another owner's code answers as a missing one. Every
 * change to a platform code is audited in its own transaction (lib/audit-log.ts).
 *
 * A change locks the code's row first, as the hold that uses a code does (reservations' applicableCode):
 * a change and a first use are ordered, so a code is never changed under a hold that already took it.
 */

/** Who acts on which codes: a host on theirs, or an admin on the platform's. */
export type CodeActor = { caller: Caller; owner: CodeOwner };

export const hostActor = (caller: Caller): CodeActor => ({ caller, owner: { hostId: caller.id } });
export const platformActor = (caller: Caller): CodeActor => ({ caller, owner: { hostId: null } });

const M = PROMO_CODE_MESSAGES;

export async function listOwnCodes(db: Database, actor: CodeActor): Promise<PromoCodeList> {
  return { codes: await listCodes(db, actor.owner) };
}

export async function createCode(db: Database, actor: CodeActor, input: PromoCodeValues): Promise<PromoCode> {
  const id = await uniqueCode(() =>
    db.transaction(async (tx) => {
      const activityIds = await scopeActivities(tx, actor, input.scope);
      if (await codeTaken(tx, input.code)) throw new Conflict(M.codeTaken);
      const [row] = await tx
        .insert(promoCodes)
        .values({ ...codeColumns(input), hostId: actor.owner.hostId, createdBy: actor.caller.id })
        .returning({ id: promoCodes.id });
      if (!row) throw new Error('promo code not created');
      await setCodeActivities(tx, row.id, activityIds);
      await audit(tx, actor, 'promo-code.create', row.id, null, { ...input, activityIds });
      return row.id;
    }),
  );
  return readOwnCode(db, actor, id);
}

/** Changes a code while nothing has used it (a booking kept it or a hold holds it); else 409. */
export async function updateCode(
  db: Database,
  actor: CodeActor,
  codeId: string,
  input: PromoCodeValues,
): Promise<PromoCode> {
  await uniqueCode(() =>
    db.transaction(async (tx) => {
      const current = await ownCode(tx, actor, codeId);
      if ((await usesOf(tx, codeId, null)) > 0) throw new Conflict(M.notEditable);
      const activityIds = await scopeActivities(tx, actor, input.scope);
      if (await codeTaken(tx, input.code, codeId)) throw new Conflict(M.codeTaken);
      await tx
        .update(promoCodes)
        .set({ ...codeColumns(input), updatedAt: sql`now()` })
        .where(eq(promoCodes.id, codeId));
      await setCodeActivities(tx, codeId, activityIds);
      await audit(tx, actor, 'promo-code.update', codeId, current, { ...input, activityIds });
    }),
  );
  return readOwnCode(db, actor, codeId);
}

/** Pauses or resumes a code, used or not; asking for the state it is in changes nothing. */
export async function setPaused(
  db: Database,
  actor: CodeActor,
  codeId: string,
  paused: boolean,
): Promise<PromoCode> {
  await db.transaction(async (tx) => {
    const current = await ownCode(tx, actor, codeId);
    if ((current.pausedAt !== null) === paused) return;
    await tx
      .update(promoCodes)
      .set({ pausedAt: paused ? sql`now()` : null, updatedAt: sql`now()` })
      .where(eq(promoCodes.id, codeId));
    await audit(
      tx,
      actor,
      paused ? 'promo-code.pause' : 'promo-code.resume',
      codeId,
      { paused: !paused },
      { paused },
    );
  });
  return readOwnCode(db, actor, codeId);
}

/** The actor's code, locked; another's or none is 404 alike. */
async function ownCode(tx: Transaction, actor: CodeActor, codeId: string) {
  const row = isUuid(codeId) ? await lockOwnCode(tx, actor.owner, codeId) : undefined;
  if (!row) throw new NotFound(M.notFound);
  return row;
}

async function readOwnCode(db: Database, actor: CodeActor, codeId: string): Promise<PromoCode> {
  const [code] = await listCodes(db, actor.owner, codeId);
  if (!code) throw new NotFound(M.notFound);
  return code;
}

/**
 * The activities a code is to name: each must be the host's own (a platform code: any activity). One that
 * is not refuses the whole code, with one message whether it is another host's or does not exist.
 */
async function scopeActivities(
  tx: Transaction,
  actor: CodeActor,
  scope: PromoCodeScopeInput,
): Promise<string[]> {
  if (scope.kind === 'all') return [];
  const ids = [...new Set(scope.activityIds)];
  const found = await existingActivities(tx, ids, actor.owner.hostId);
  if (found.length !== ids.length) {
    const message = actor.owner.hostId === null ? M.unknownActivity : M.notYourActivity;
    throw new Invalid(message, { 'scope.activityIds': message });
  }
  return ids;
}

/** Two owners taking one code at the same moment: the unique index settles it, with the same answer. */
async function uniqueCode<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw new Conflict(M.codeTaken);
    throw err;
  }
}

/** Platform codes are an admin's doing, recorded with the change; a host's own codes are not. */
async function audit(
  tx: Transaction,
  actor: CodeActor,
  action: AuditAction,
  codeId: string,
  before: unknown,
  after: unknown,
): Promise<void> {
  if (actor.owner.hostId !== null) return;
  await recordAudit(tx, {
    actorId: actor.caller.id,
    action,
    targetType: 'promo-code',
    targetId: codeId,
    before,
    after,
  });
}
