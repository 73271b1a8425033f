import type { AuditAction } from '@sortim/contracts/admin';

/**
 * An audit record's before or after in words: `{ roles: ['user', 'host'] }` → 'roles: user, host',
 * `{ anonymised: true, refundedBookings: 2 }` → 'anonymised: yes; refunded bookings: 2'. Records hold
 * small JSON snapshots whose shape depends on the action, so this reads any of them.
 */
export function describeAuditValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.map(describeAuditValue).join(', ');
  if (typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return '—';
    return entries.map(([key, child]) => `${words(key)}: ${describeNested(child)}`).join('; ');
  }
  return String(value);
}

/** A snapshot inside a snapshot is bracketed, so its fields do not read as its parent's. */
function describeNested(value: unknown): string {
  const text = describeAuditValue(value);
  return value !== null && typeof value === 'object' && !Array.isArray(value) && text !== '—'
    ? `(${text})`
    : text;
}

/** 'refundedBookings' → 'refunded bookings', 'payouts_enabled' → 'payouts enabled'. */
function words(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
}

/** The catalog key naming each audited action. */
export const AUDIT_ACTION_KEYS = {
  'roles.set': 'rolesSet',
  'host.verify': 'hostVerify',
  'host.unverify': 'hostUnverify',
  'user.create': 'userCreate',
  'user.delete': 'userDelete',
  'application.approve': 'applicationApprove',
  'application.reject': 'applicationReject',
  'activity.feature': 'activityFeature',
  'activity.unfeature': 'activityUnfeature',
  'activity.delete': 'activityDelete',
  'activity.message-guests': 'activityMessageGuests',
  'review.reply-remove': 'reviewReplyRemove',
  'host-roles.bulk-fix': 'hostRolesBulkFix',
  'admin.bootstrap': 'adminBootstrap',
  'admin.grant': 'adminGrant',
  'admin.revoke': 'adminRevoke',
  'admin.restore': 'adminRestore',
  'promo-code.create': 'promoCodeCreate',
  'promo-code.update': 'promoCodeUpdate',
  'promo-code.pause': 'promoCodePause',
  'promo-code.resume': 'promoCodeResume',
  'report.dismiss': 'reportDismiss',
  'report.hide': 'reportHide',
  'report.suspend': 'reportSuspend',
  'conversation.read': 'conversationRead',
} as const satisfies Record<AuditAction, string>;
