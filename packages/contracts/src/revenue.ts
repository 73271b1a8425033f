import { z } from 'zod';
import { CategoryNames, PRICE_CATEGORY_KINDS } from './pricing.ts';

/*
 * What bookings sold, by price and by promo code: the host dashboard's revenue (all of a host's paid
 * bookings) and the admin analytics' (every paid booking of a window). A category's revenue is what its
 * tickets were sold at, before any code (a code comes off a booking, not off one of its prices); a code's
 * is what guests paid with it and the discount it gave. The totals tie them: sold less discounts is paid.
 */

/**
 * One price's sales: its kind and the host's own names (the admin's report adds up every 'custom' price in
 * one row, without names), the tickets sold and what they cost. `private_minimum`: the top-ups of private
 * groups to their minimum price, which are no tickets.
 */
export const CategoryRevenue = z.object({
  kind: z.union([z.enum(PRICE_CATEGORY_KINDS), z.literal('private_minimum')]),
  names: CategoryNames.nullable(),
  tickets: z.number().int(),
  soldCents: z.number().int(),
});
export type CategoryRevenue = z.infer<typeof CategoryRevenue>;

/**
 * One code's use: whose money its discount was ('host': a host's code, taken off their share; 'platform':
 * ours, taken off the fee), the host who made it (the admin's report; null for a platform code), the
 * bookings that used it, what guests paid with it and the discount it gave.
 */
export const CodeRevenue = z.object({
  code: z.string(),
  payer: z.enum(['host', 'platform']),
  hostName: z.string().nullable(),
  bookings: z.number().int(),
  paidCents: z.number().int(),
  discountCents: z.number().int(),
});
export type CodeRevenue = z.infer<typeof CodeRevenue>;

/** The paid bookings counted, what their lines came to, the codes' discounts, and what guests paid. */
export const RevenueTotals = z.object({
  bookings: z.number().int(),
  soldCents: z.number().int(),
  discountCents: z.number().int(),
  paidCents: z.number().int(),
});
export type RevenueTotals = z.infer<typeof RevenueTotals>;

/** By category and by code, each the most revenue first. */
export const RevenueBreakdown = z.object({
  totals: RevenueTotals,
  byCategory: z.array(CategoryRevenue),
  byCode: z.array(CodeRevenue),
});
export type RevenueBreakdown = z.infer<typeof RevenueBreakdown>;
