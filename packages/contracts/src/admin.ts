import { z } from 'zod';
import { ACCOUNT_MESSAGES, Email } from './auth.ts';
import { PAYOUT_SETUP_STATES } from './host-dashboard.ts';
import { defineMessages } from './messages.ts';
import { AB_GROUPS, CATEGORIES, HOST_APPLICATION_STATUSES, ROLES } from './taxonomy.ts';

/*
 * The admin side (/admin/*): every endpoint is `/api/admin/...` behind the admin role, except the
 * admin-role check itself, which a signed-in user who lost the role must be able to call. Money is integer
 * euro cents; times are ISO strings (UTC).
 */

/** The spec's copy (host-admin §5, §8), shared by the server and the pages. */
export const ADMIN_MESSAGES = defineMessages('admin', {
  adminRequired: 'Access denied. Admin privileges required.',
  invalidEmail: ACCOUNT_MESSAGES.invalidEmail,
  passwordMin: 'Password must be at least 8 characters',
  passwordUppercase: 'Password must contain at least one uppercase letter',
  passwordNumber: 'Password must contain at least one number',
  nameMin: ACCOUNT_MESSAGES.nameMin,
  needsPayouts: 'Host must complete Stripe setup before verification',
  noUsersToExport: 'No users to export',
  approveFailed: 'Failed to approve application',
  rejectFailed: 'Failed to reject application',
  rolesFailed: 'Failed to update roles',
  createUserFailed: 'Failed to create user',
  deleteUserFailed: 'Failed to delete user',
  featuredFailed: 'Failed to update featured status',
  deleteActivityFailed: 'Failed to delete activity',
  verificationFailed: 'Failed to update host verification',
  adminRestored: 'Admin role restored',
  adminVerified: 'Admin role verified',
  notAuthorized: 'Not authorized',
  notAuthorizedDetail: 'You are not authorized as an admin.',
  verifyFailed: 'Verification failed',
  bulkFixFailed: 'Bulk fix failed',
  bulkFixRunFailed: 'Failed to run bulk fix',
  sessionExpired: 'Session expired',
  sessionExpiredDetail: 'Session expired. Please log in again.',
  // Refusals the spec leaves open (docs/decisions/).
  emailTaken: 'An account with this email already exists',
  cannotDeleteSelf: 'You cannot delete your own account',
  cannotDropOwnAdmin: 'You cannot remove your own admin role',
  applicationDecided: 'This application has already been reviewed',
  notAHost: 'This user is not a host',
  notFeaturable: 'Only a published, upcoming activity can be featured',
  userNotFound: 'User not found',
  applicationNotFound: 'Application not found',
});

// ---------------------------------------------------------------- dashboard

export const AdminDashboardStats = z.object({
  totalUsers: z.number().int(),
  /** Paid bookings. */
  totalBookings: z.number().int(),
  totalActivities: z.number().int(),
  /** Over all reviews, 1 decimal; null while there are none. */
  averageRating: z.number().nullable(),
  pendingApplications: z.number().int(),
  allApplications: z.number().int(),
});
export type AdminDashboardStats = z.infer<typeof AdminDashboardStats>;

// ---------------------------------------------------------------- users

/** The spec's activity badge, by days since the user's last paid booking. */
export const ACTIVITY_BADGES = ['none', 'active', 'moderate', 'inactive'] as const;
export type ActivityBadge = (typeof ACTIVITY_BADGES)[number];
export const ACTIVITY_BADGE_DAYS = { active: 30, moderate: 90 } as const;
/** For the status filter a user with no booking counts as this many days since the last one. */
export const NO_BOOKING_DAYS = 999;

export function activityBadge(daysSinceLastBooking: number | null): ActivityBadge {
  if (daysSinceLastBooking === null) return 'none';
  if (daysSinceLastBooking <= ACTIVITY_BADGE_DAYS.active) return 'active';
  if (daysSinceLastBooking <= ACTIVITY_BADGE_DAYS.moderate) return 'moderate';
  return 'inactive';
}

export const ADMIN_ROLE_FILTERS = ['all', 'admin', 'host', 'user'] as const;
/** active: a paid booking in the last 30 days; inactive: none in the last 90 (or never); verified hosts. */
export const ADMIN_STATUS_FILTERS = ['all', 'active', 'inactive', 'verified_hosts'] as const;
export const ADMIN_PAGE_SIZE = 20;

/** The search and filters of /admin/users, also the CSV export's (it exports what the list shows). */
export const AdminUsersFilter = z.object({
  /** Over name, e-mail, id and city (case-insensitive, anywhere in the text). */
  q: z.string().trim().max(200).optional(),
  /** 'host' means host or verified_host; 'user' means no role beyond user. */
  role: z.enum(ADMIN_ROLE_FILTERS).default('all'),
  city: z.string().trim().max(100).optional(),
  status: z.enum(ADMIN_STATUS_FILTERS).default('all'),
});
export type AdminUsersFilter = z.infer<typeof AdminUsersFilter>;

export const AdminUsersQuery = AdminUsersFilter.extend({ page: z.coerce.number().int().min(1).default(1) });
export type AdminUsersQuery = z.infer<typeof AdminUsersQuery>;

export const AdminUserRow = z.object({
  id: z.string(),
  displayName: z.string(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
  city: z.string().nullable(),
  age: z.number().int().nullable(),
  phone: z.string().nullable(),
  roles: z.array(z.enum(ROLES)),
  createdAt: z.string(),
  totalBookings: z.number().int(),
  paidBookings: z.number().int(),
  activitiesHosted: z.number().int(),
  /** Of the last paid booking. */
  lastBookingAt: z.string().nullable(),
  badge: z.enum(ACTIVITY_BADGES),
});
export type AdminUserRow = z.infer<typeof AdminUserRow>;

export const AdminUsersPage = z.object({
  users: z.array(AdminUserRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminUsersPage = z.infer<typeof AdminUsersPage>;

export const AdminUserStats = z.object({
  total: z.number().int(),
  active30d: z.number().int(),
  verifiedHosts: z.number().int(),
  new30d: z.number().int(),
});
export type AdminUserStats = z.infer<typeof AdminUserStats>;

/** The cities users have entered, for the city filter. */
export const AdminUserCities = z.object({ cities: z.array(z.string()) });
export type AdminUserCities = z.infer<typeof AdminUserCities>;

/** The spec's CSV: file `users-yyyy-MM-dd.csv`, these columns in this order. */
export const USERS_CSV_COLUMNS = [
  'Name',
  'Email',
  'City',
  'Age',
  'Phone',
  'Role',
  'Verified Host',
  'Total Bookings',
  'Paid Bookings',
  'Activities Hosted',
  'Joined Date',
  'Last Activity',
] as const;

/** The spec's admin password rules, each with its message; the first failing one is the toast. */
export const AdminPassword = z
  .string()
  .min(8, ADMIN_MESSAGES.passwordMin)
  .regex(/[A-Z]/, ADMIN_MESSAGES.passwordUppercase)
  .regex(/[0-9]/, ADMIN_MESSAGES.passwordNumber)
  // better-auth's own ceiling.
  .max(128);

export const AdminCreateUserInput = z.object({
  email: z.string().trim().toLowerCase().pipe(Email),
  password: AdminPassword,
  /** Optional; when given at least 2 characters. Without one the name is the e-mail's local part. */
  displayName: z
    .string()
    .trim()
    .max(100)
    .refine((v) => v === '' || v.length >= 2, ADMIN_MESSAGES.nameMin)
    .optional(),
});
export type AdminCreateUserInput = z.infer<typeof AdminCreateUserInput>;

export const AdminCreatedUser = z.object({ id: z.string() });
export type AdminCreatedUser = z.infer<typeof AdminCreatedUser>;

/** Replaces the user's whole role set (`user` is always kept). */
export const AdminSetRolesInput = z.object({ roles: z.array(z.enum(ROLES)).max(ROLES.length) });
export type AdminSetRolesInput = z.infer<typeof AdminSetRolesInput>;

export const AdminRoles = z.object({ roles: z.array(z.enum(ROLES)) });
export type AdminRoles = z.infer<typeof AdminRoles>;

export const AUDIT_ACTIONS = [
  'roles.set',
  'host.verify',
  'host.unverify',
  'user.create',
  'user.delete',
  'application.approve',
  'application.reject',
  'activity.feature',
  'activity.unfeature',
  'activity.delete',
  /** A host's message to the guests of their activity (modules/host-messages): admins see every one. */
  'activity.message-guests',
  /** An admin removed a host's reply to a review (modules/reviews). */
  'review.reply-remove',
  'host-roles.bulk-fix',
  'admin.bootstrap',
  'admin.grant',
  'admin.revoke',
  'admin.restore',
  /** The platform's promo codes (modules/promo-codes): made, changed before their first use, paused, resumed. */
  'promo-code.create',
  'promo-code.update',
  'promo-code.pause',
  'promo-code.resume',
  /** Reports (modules/reports): an admin's decision on a report, and reading a conversation through one. */
  'report.dismiss',
  'report.hide',
  'report.suspend',
  'conversation.read',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_TARGET_TYPES = [
  'user',
  'activity',
  'application',
  'review',
  'promo-code',
  'report',
  'conversation',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export const AuditEntry = z.object({
  id: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  /** Who did it; null when done from the server's command line, or the account is gone. */
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  targetType: z.enum(AUDIT_TARGET_TYPES),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/** The View dialog: one request fills its four tabs. */
export const AdminUserDetail = z.object({
  profile: AdminUserRow.extend({
    bio: z.string().nullable(),
    gender: z.string().nullable(),
    languages: z.array(z.string()),
    interests: z.array(z.string()),
    abGroup: z.enum(AB_GROUPS),
  }),
  activity: z.object({
    /** The 10 latest bookings, newest first. */
    recentBookings: z.array(
      z.object({
        id: z.string(),
        activityId: z.string(),
        activityTitle: z.string(),
        status: z.string(),
        spots: z.number().int(),
        amountCents: z.number().int(),
        createdAt: z.string(),
      }),
    ),
    reviewsWritten: z.number().int(),
    waitlistEntries: z.number().int(),
    /** The 5 latest activities they host, by start. */
    /** Each with its city's clock, which its date is written on. */
    hostedActivities: z.array(
      z.object({ id: z.string(), title: z.string(), startTime: z.string(), timeZone: z.string() }),
    ),
  }),
  financial: z.object({
    /** Paid bookings' amounts. */
    spentCents: z.number().int(),
    refundedCents: z.number().int(),
    /** As a host: paid bookings of their activities. */
    earnedCents: z.number().int(),
    payoutsEnabled: z.boolean(),
    hasPayoutAccount: z.boolean(),
  }),
  security: z.object({
    emailVerified: z.boolean(),
    lastSignInAt: z.string().nullable(),
    activeSessions: z.number().int(),
    signInMethods: z.array(z.string()),
    /** Admin actions about this user, newest first (50). */
    audit: z.array(AuditEntry),
  }),
});
export type AdminUserDetail = z.infer<typeof AdminUserDetail>;

export const AdminDeletedUser = z.object({
  refundedBookings: z.number().int(),
  cancelledActivities: z.number().int(),
});
export type AdminDeletedUser = z.infer<typeof AdminDeletedUser>;

// ---------------------------------------------------------------- applications

export const ADMIN_APPLICATION_TABS = ['pending', 'approved', 'rejected', 'all'] as const;
export const AdminApplicationsQuery = z.object({ status: z.enum(ADMIN_APPLICATION_TABS).default('pending') });

export const AdminApplication = z.object({
  id: z.string(),
  userId: z.string(),
  displayName: z.string(),
  email: z.string(),
  activityType: z.string(),
  phone: z.string(),
  notificationEmail: z.string(),
  /** Anything the server does not know is shown as pending (spec). */
  status: z.enum(HOST_APPLICATION_STATUSES),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  reviewerName: z.string().nullable(),
});
export type AdminApplication = z.infer<typeof AdminApplication>;
export const AdminApplications = z.object({ applications: z.array(AdminApplication) });
export type AdminApplications = z.infer<typeof AdminApplications>;

// ---------------------------------------------------------------- activities

export const AdminActivitiesQuery = z.object({
  /** Title or category, case-insensitive. */
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
});

export const AdminActivityRow = z.object({
  id: z.string(),
  title: z.string(),
  category: z.enum(CATEGORIES as [string, ...string[]]),
  startTime: z.string(),
  /** Its city's clock, which the card writes its start on. */
  timeZone: z.string(),
  priceCents: z.number().int(),
  capacity: z.number().int(),
  spotsRemaining: z.number().int(),
  thumbnailUrl: z.string().nullable(),
  hostId: z.string(),
  hostName: z.string(),
  featured: z.boolean(),
  isPublished: z.boolean(),
  status: z.string(),
  paidBookings: z.number().int(),
});
export type AdminActivityRow = z.infer<typeof AdminActivityRow>;
export const AdminActivitiesPage = z.object({
  activities: z.array(AdminActivityRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminActivitiesPage = z.infer<typeof AdminActivitiesPage>;

export const AdminFeaturedInput = z.object({ featured: z.boolean() });
export type AdminFeaturedInput = z.infer<typeof AdminFeaturedInput>;

// ---------------------------------------------------------------- hosts

export const AdminHostsQuery = z.object({ q: z.string().trim().max(200).optional() });

export const AdminHost = z.object({
  id: z.string(),
  displayName: z.string(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
  city: z.string().nullable(),
  verified: z.boolean(),
  payoutsEnabled: z.boolean(),
  /** As the host's own card says it (payoutSetupOf): Not Started, In Progress or Connected. */
  payoutSetup: z.enum(PAYOUT_SETUP_STATES),
  activitiesHosted: z.number().int(),
  createdAt: z.string(),
});
export type AdminHost = z.infer<typeof AdminHost>;
export const AdminHosts = z.object({ hosts: z.array(AdminHost) });
export type AdminHosts = z.infer<typeof AdminHosts>;

export const AdminVerificationInput = z.object({ verified: z.boolean() });
export type AdminVerificationInput = z.infer<typeof AdminVerificationInput>;

// ---------------------------------------------------------------- role tools

export const BulkFixUser = z.object({ userId: z.string(), displayName: z.string() });
export const BulkFixResult = z.object({
  total: z.number().int(),
  fixed: z.number().int(),
  alreadyHost: z.number().int(),
  failed: z.number().int(),
  fixedUsers: z.array(BulkFixUser),
  alreadyHostUsers: z.array(BulkFixUser),
  failedUsers: z.array(BulkFixUser.extend({ error: z.string() })),
});
export type BulkFixResult = z.infer<typeof BulkFixResult>;

/** `POST /api/admin/verify-role`: isAdmin after the check; restored when the role was given back. */
export const AdminRoleCheck = z.object({ isAdmin: z.boolean(), restored: z.boolean() });
export type AdminRoleCheck = z.infer<typeof AdminRoleCheck>;
