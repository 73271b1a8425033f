import { describeAuditValue } from '#/features/admin/users/components/audit-change.ts';

describe('describeAuditValue', () => {
  it('reads a role set', () => {
    expect(describeAuditValue({ roles: ['user', 'host'] })).toBe('roles: user, host');
    expect(describeAuditValue({ roles: [] })).toBe('roles: none');
  });

  it('reads a snapshot with several fields, naming them in words', () => {
    expect(describeAuditValue({ anonymised: true, refundedBookings: 2, payouts_enabled: false })).toBe(
      'anonymised: yes; refunded bookings: 2; payouts enabled: no',
    );
    expect(describeAuditValue({ user: { email: 'ana@example.com', roles: ['user'] } })).toBe(
      'user: (email: ana@example.com; roles: user)',
    );
  });

  it('shows nothing recorded as a dash', () => {
    expect(describeAuditValue(null)).toBe('—');
    expect(describeAuditValue(undefined)).toBe('—');
    expect(describeAuditValue({})).toBe('—');
    expect(describeAuditValue('')).toBe('—');
  });

  it('keeps plain values as they are', () => {
    expect(describeAuditValue('approved')).toBe('approved');
    expect(describeAuditValue(3)).toBe('3');
  });
});
