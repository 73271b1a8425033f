import { CANCELLATION_POLICIES } from '@sortim/contracts/cancellation-policies';
import { LIMITS } from '@sortim/contracts/limits';
import { ACTIVITY_STATUSES, APPROVAL_STATUSES, LEVELS, TAXONOMY } from '@sortim/contracts/taxonomy';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cities } from './cities.ts';
import { timestamps } from './columns.ts';
import { profiles, users } from './people.ts';

/* Activities (a series' dates share a series id) and what guests leave on them: reviews, replies, saves. */

export const categoryEnum = pgEnum('activity_category', Object.keys(TAXONOMY) as [string, ...string[]]);
export const levelEnum = pgEnum('activity_level', LEVELS);
export const activityStatusEnum = pgEnum('activity_status', ACTIVITY_STATUSES);
export const approvalStatusEnum = pgEnum('approval_status', APPROVAL_STATUSES);
export const cancellationPolicyEnum = pgEnum('cancellation_policy', CANCELLATION_POLICIES);

// ---------------------------------------------------------------- activities

const validSubtypePairs = Object.entries(TAXONOMY)
  .map(
    ([category, subtypes]) =>
      `(category = '${category}' AND subtype IN (${subtypes.map((s) => `'${s}'`).join(', ')}))`,
  )
  .join(' OR ');

/** Web Mercator's latitude limit: the map draws nothing nearer the poles. */
const MERCATOR_LATITUDE = sql.raw('85.0511');
const phi = sql`radians(least(${MERCATOR_LATITUDE}, greatest(-${MERCATOR_LATITUDE}, latitude)))`;
/** A point's column and row at zoom 16 (0 to 65535), as contracts/map-tiles.ts' `cellOf` computes them. */
const cellX = sql`least(65535, floor((longitude + 180) / 360 * 65536))::bigint`;
const cellY = sql`least(65535, greatest(0, floor((1 - ln(tan(${phi}) + 1 / cos(${phi})) / pi()) / 2 * 65536)))::bigint`;
// least() passes over a null, so a point-less activity is said to have no cell outright.
const mapCellSql = sql`case when latitude is null or longitude is null then null else ${cellX} * 65536 + ${cellY} end`;

export const activities = pgTable(
  'activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hostId: text('host_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'restrict' }),
    /**
     * The city it happens in, whose time zone is its wall clock (decision 194). Left out of an insert, the
     * default city (`default_city_id()`, migration 0033): what the host did not choose is the only city.
     */
    cityId: uuid('city_id')
      .notNull()
      .default(sql`default_city_id()`)
      .references(() => cities.id, { onDelete: 'restrict' }),
    /** The occurrences of one series share this id: created together, or one recurring calendar event. */
    seriesId: uuid('series_id'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: categoryEnum('category').notNull(),
    subtype: text('subtype').notNull(),
    priceCents: integer('price_cents').notNull(),
    capacity: integer('capacity').notNull(),
    spotsRemaining: integer('spots_remaining').notNull(),
    thirdPartyAttendees: integer('third_party_attendees').notNull().default(0),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    /** Hours before the start after which the guests' answers to its questions are final (booking-questions). */
    answerCutoffHours: integer('answer_cutoff_hours').notNull().default(24),
    location: text('location'),
    locationName: text('location_name').notNull(),
    address: text('address').notNull(),
    /** The meeting point the host pinned on a map (WGS 84 degrees); both null when none was placed. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /**
     * The point's map cell: its Web Mercator tile at zoom MAP_CELL_ZOOM (16, ~450 m), column-major (x * 2^16 + y),
     * so any coarser tile is one range of cells per column (modules/activities' `cellsOf`): the map's
     * pins read a tile from an index of exactly its cells (decision 190). Null without a point.
     */
    mapCell: bigint('map_cell', { mode: 'number' }).generatedAlwaysAs(mapCellSql),
    coverImageUrl: text('cover_image_url'),
    thumbnailUrl: text('thumbnail_url'),
    additionalImages: text('additional_images').array().notNull().default(sql`'{}'::text[]`),
    activityLanguages: text('activity_languages').array().notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    level: levelEnum('level').notNull().default('All levels'),
    isPublished: boolean('is_published').notNull().default(true),
    approvalStatus: approvalStatusEnum('approval_status').notNull().default('approved'),
    status: activityStatusEnum('status').notNull().default('published'),
    featured: boolean('featured').notNull().default(false),
    /** The UID of the host's calendar event this draft was imported from (calendar sync), else null. */
    externalUid: text('external_uid'),
    /**
     * Raised each time the host moves the activity (start, end, place or address) with guests booked:
     * the SEQUENCE of the calendar entry their e-mail carries, so a calendar replaces the old one.
     */
    scheduleVersion: integer('schedule_version').notNull().default(0),
    /** What a guest who cancels gets back, and until when (contracts' REFUND_TIERS). */
    cancellationPolicy: cancellationPolicyEnum('cancellation_policy').notNull().default('flexible'),
    /** Offered for private booking: a group takes the whole date for at least this much (null: not offered). */
    privateMinimumCents: integer('private_minimum_cents'),
    privateMaxGroup: integer('private_max_group'),
    ...timestamps,
  },
  (t) => {
    // What the guest side reads (rules.ts' isListed): the predicate of its partial indexes.
    const listed = sql`${t.isPublished} and ${t.status} = 'published'`;
    // The columns a search filters on but its text and languages, after an index's order: its entries
    // answer the series check and the filters without the table (decisions 205 and 206).
    const filtered = [t.seriesId, t.cityId, t.category, t.subtype, t.priceCents, t.level] as const;
    return [
      // A calendar event becomes one activity of its host, however often the calendar is synced.
      uniqueIndex('activities_host_external_uid_uq')
        .on(t.hostId, t.externalUid)
        .where(sql`${t.externalUid} IS NOT NULL`),
      check('activities_subtype_in_category', sql.raw(`(${validSubtypePairs})`)),
      check('activities_price_non_negative', sql`${t.priceCents} >= 0`),
      check('activities_capacity_min', sql`${t.capacity} >= ${sql.raw(String(LIMITS.capacityMin))}`),
      check('activities_spots_in_capacity', sql`${t.spotsRemaining} BETWEEN 0 AND ${t.capacity}`),
      check('activities_third_party_in_capacity', sql`${t.thirdPartyAttendees} BETWEEN 0 AND ${t.capacity}`),
      check(
        'activities_private_offer',
        sql`(${t.privateMinimumCents} IS NULL) = (${t.privateMaxGroup} IS NULL) AND ${t.privateMinimumCents} >= 0 AND ${t.privateMaxGroup} BETWEEN 2 AND 1000`,
      ),
      check('activities_ends_after_start', sql`${t.endTime} > ${t.startTime}`),
      check(
        'activities_title_length',
        sql`char_length(${t.title}) BETWEEN ${sql.raw(String(LIMITS.activityTitleMin))} AND ${sql.raw(String(LIMITS.activityTitleMax))}`,
      ),
      check(
        'activities_description_length',
        sql`char_length(${t.description}) BETWEEN ${sql.raw(String(LIMITS.activityDescriptionMin))} AND ${sql.raw(String(LIMITS.activityDescriptionMax))}`,
      ),
      check(
        'activities_point',
        sql`(${t.latitude} IS NULL) = (${t.longitude} IS NULL) AND ${t.latitude} BETWEEN -90 AND 90 AND ${t.longitude} BETWEEN -180 AND 180`,
      ),
      check('activities_has_language', sql`cardinality(${t.activityLanguages}) >= 1`),
      check(
        'activities_additional_images_max',
        sql`cardinality(${t.additionalImages}) <= ${sql.raw(String(LIMITS.additionalImagesMax))}`,
      ),
      // The guest list: published, status, upcoming, by start time.
      index('activities_guest_list_idx').on(t.isPublished, t.status, t.startTime),
      // The guest list's ids answered from the index alone (decision 205): after the start time and id, every
      // column a search filters on but its text, so a filter that matches few rows skips the others on their
      // index entries instead of reading each from the table. Drizzle has no INCLUDE: they are key columns.
      index('activities_guest_list_cover_idx')
        .on(t.startTime, t.id, ...filtered, t.activityLanguages, t.latitude, t.longitude)
        .where(listed),
      index('activities_category_idx').on(t.category),
      // The guest list filtered by one category, in start-time order. The price is in the key so a price
      // range is checked on the index entries: a narrow range skips non-matching rows without reading them.
      index('activities_category_list_idx').on(t.category, t.startTime, t.priceCents).where(listed),
      index('activities_subtype_idx').on(t.subtype),
      index('activities_price_idx').on(t.priceCents),
      index('activities_city_idx').on(t.cityId, t.startTime),
      index('activities_host_idx').on(t.hostId, t.startTime),
      index('activities_featured_idx').on(t.featured).where(sql`${t.featured}`),
      // A series' listed dates in order: a guest list's 'first date of its series' check and '+N more
      // dates' read a few entries of it per listed row, and an activity's page its series' dates.
      // The point too, so the check of a box's series (its first date inside the box) reads only the index.
      index('activities_series_dates_idx')
        .on(t.seriesId, t.startTime, t.id, t.latitude, t.longitude)
        .where(listed),
      // The map by cell: a tile's pins and a small box's list and count read each of their cells' soonest
      // listed activities from the index alone, in order (the id in the key too), and the filters but the text
      // and the languages, and the point for a box's edges, on its entries (decision 210).
      index('activities_cell_cover_idx')
        .on(t.mapCell, t.startTime, t.id, ...filtered, t.latitude, t.longitude)
        .where(sql`${listed} and ${t.mapCell} IS NOT NULL`),
      // The list in a box is written as coordinate ranges (modules/activities): PostgreSQL estimates them from the
      // columns' statistics, where it gives `<@ box` a fixed 0.1%, so it reads a sparse area from this index and a
      // dense or wide one in start-time order, whichever costs less. A box's count reads only this index
      // (decision 206): after the point, the columns of its upcoming and series checks and of the filters
      // but the text and the languages (an array, too wide for a key).
      index('activities_box_cover_idx')
        .on(t.latitude, t.longitude, t.startTime, t.id, ...filtered)
        .where(sql`${listed} and ${t.latitude} IS NOT NULL`),
      // Case-insensitive substring search (ILIKE '%q%') on title and description uses trigram indexes.
      index('activities_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
      index('activities_description_trgm_idx').using('gin', t.description.op('gin_trgm_ops')),
    ];
  },
);

// ---------------------------------------------------------------- reviews

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    /** Hidden by an admin acting on a report (modules/reports): kept, left out of every page and average. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_one_per_user_activity_uq').on(t.userId, t.activityId),
    index('reviews_activity_idx').on(t.activityId, t.createdAt),
    check(
      'reviews_rating_range',
      sql`${t.rating} BETWEEN ${sql.raw(String(LIMITS.ratingMin))} AND ${sql.raw(String(LIMITS.ratingMax))}`,
    ),
    check(
      'reviews_comment_length',
      sql`${t.comment} IS NULL OR char_length(${t.comment}) <= ${sql.raw(String(LIMITS.reviewCommentMax))}`,
    ),
  ],
);

/**
 * The activity's host's one reply to a review (its primary key is the review's): editable for
 * REVIEW_REPLY_EDIT_HOURS after it was first posted, then fixed; an admin may remove it (audit log).
 */
export const reviewReplies = pgTable(
  'review_replies',
  {
    reviewId: uuid('review_id')
      .primaryKey()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    hostId: text('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'review_replies_body_length',
      sql`char_length(${t.body}) BETWEEN 1 AND ${sql.raw(String(LIMITS.reviewReplyMax))}`,
    ),
  ],
);

// ---------------------------------------------------------------- saved activities

/** A guest's saved activity (the heart): one row per person and activity, so saving twice changes nothing. */
export const savedActivities = pgTable(
  'saved_activities',
  {
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.activityId] }),
    // How many saved each activity (the host's dashboard) and who saved it (the alerts).
    index('saved_activities_activity_idx').on(t.activityId),
  ],
);

/**
 * What a saved-activity e-mail has told a guest, once each: 'few_spots' of the saved activity, 'new_date' of
 * the new activity (a new date the same host published). Written with the e-mail that tells it.
 */
export const savedAlerts = pgTable(
  'saved_alerts',
  {
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['few_spots', 'new_date'] }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.activityId, t.kind] }),
    check('saved_alerts_kind', sql`${t.kind} IN ('few_spots', 'new_date')`),
  ],
);
