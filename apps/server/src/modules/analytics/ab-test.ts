import { conversionRate } from './conversion-rate.ts';

/*
 * The statistics of the A/B test: a pooled two-proportion z-test on checkouts that ended in a paid
 * booking, and the sample size it needs when the difference is not yet significant. Pure functions, no
 * package: the normal distribution comes from one well-known approximation of erfc.
 */

/** Two-sided significance level. */
export const ALPHA = 0.05;
/** z for 1 - alpha/2 (95 % two-sided) and for 80 % power. */
export const Z_ALPHA_HALF = 1.959964;
export const Z_POWER = 0.841621;

/** Checkouts started (trials) and those that ended in a paid booking (successes). */
export type Funnel = { started: number; paid: number };

export type Comparison = {
  /** Conversion of b minus conversion of a, in percentage points, 1 decimal. */
  difference: number;
  zScore: number | null;
  pValue: number | null;
  significant: boolean;
  neededPerVariant: number | null;
};

/** The coefficients of the erfc fit below, lowest power of t first. */
const ERFC_FIT = [
  -1.26551223, 1.00002368, 0.37409196, 0.09678418, -0.18628806, 0.27886807, -1.13520398, 1.48851587,
  -0.82215223, 0.17087277,
];

/**
 * The complementary error function, by the Chebyshev fit of Numerical Recipes (2nd ed., §6.2, `erfcc`):
 * relative error below 1.2e-7 everywhere, so even tiny p-values keep their digits (Abramowitz-Stegun
 * 7.1.26 is only good to 1.5e-7 in absolute terms).
 */
export function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const exponent = ERFC_FIT.reduceRight((sum, coefficient) => coefficient + t * sum, 0);
  const tail = t * Math.exp(-z * z + exponent);
  return x >= 0 ? tail : 2 - tail;
}

/** The standard normal distribution function. */
export const normalCdf = (x: number): number => 0.5 * erfc(-x / Math.SQRT2);

/**
 * The chance of a |z| at least this large when both groups convert alike (the fit's 1e-7 error could
 * put z = 0 a hair above 1).
 */
export const twoSidedPValue = (z: number): number => Math.min(1, erfc(Math.abs(z) / Math.SQRT2));

/**
 * A booking made without its checkout_started event (analytics lost in transit) could make paid exceed
 * started; a proportion is never above 1, or the variance below would turn negative.
 */
const proportion = ({ started, paid }: Funnel) => Math.min(paid, started) / started;

/** Pooled two-proportion z (b against a); null when a group has no checkout to compare. */
export function twoProportionZ(a: Funnel, b: Funnel): number | null {
  if (a.started === 0 || b.started === 0) return null;
  const pooled = (Math.min(a.paid, a.started) + Math.min(b.paid, b.started)) / (a.started + b.started);
  const variance = pooled * (1 - pooled) * (1 / a.started + 1 / b.started);
  // Nobody or everybody converted in both groups: no difference at all, hence no evidence of one.
  if (variance === 0) return 0;
  return (proportion(b) - proportion(a)) / Math.sqrt(variance);
}

/**
 * Checkouts each variant needs to detect a change from p1 to p2 at alpha 0.05 (two-sided) with 80 %
 * power, rounded up (Fleiss, without continuity correction):
 * n = (z_{1-a/2} sqrt(2 p(1-p)) + z_{1-b} sqrt(p1(1-p1) + p2(1-p2)))^2 / (p1 - p2)^2, p = (p1 + p2) / 2.
 * Null when there is no difference to detect.
 */
export function sampleSizePerVariant(p1: number, p2: number): number | null {
  if (p1 === p2) return null;
  const mean = (p1 + p2) / 2;
  const root =
    Z_ALPHA_HALF * Math.sqrt(2 * mean * (1 - mean)) + Z_POWER * Math.sqrt(p1 * (1 - p1) + p2 * (1 - p2));
  return Math.ceil((root * root) / ((p1 - p2) * (p1 - p2)));
}

/** The A/B verdict on two funnels: b is the variant, a the control. */
export function compareFunnels(a: Funnel, b: Funnel): Comparison {
  const difference = roundTenth(conversionRate(b.paid, b.started) - conversionRate(a.paid, a.started));
  const zScore = twoProportionZ(a, b);
  if (zScore === null) {
    return { difference, zScore: null, pValue: null, significant: false, neededPerVariant: null };
  }
  const pValue = twoSidedPValue(zScore);
  const significant = pValue < ALPHA;
  return {
    difference,
    zScore,
    pValue,
    significant,
    neededPerVariant: significant ? null : sampleSizePerVariant(proportion(a), proportion(b)),
  };
}

/** The difference of two 1-decimal rates, without float dust (22.5 - 20.3 is 2.1999999999999993). */
const roundTenth = (x: number) => Math.round(x * 10) / 10;
