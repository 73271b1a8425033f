import { describe, expect, it } from 'vitest';
import {
  compareFunnels,
  erfc,
  normalCdf,
  sampleSizePerVariant,
  twoProportionZ,
  twoSidedPValue,
} from './ab-test.ts';
import { conversionRate } from './conversion-rate.ts';

describe('conversionRate', () => {
  it.each([
    [1, 3, 33.3],
    [2, 3, 66.7],
    [1, 8, 12.5],
    [3, 3, 100],
    [0, 5, 0],
  ])('%i of %i is %d %%', (completed, started, rate) => {
    expect(conversionRate(completed, started)).toBe(rate);
  });

  it('is 0 when no checkout started', () => {
    expect(conversionRate(0, 0)).toBe(0);
    expect(conversionRate(2, 0)).toBe(0);
  });
});

describe('the normal distribution', () => {
  it('matches tabulated values', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(-1)).toBeCloseTo(0.158655, 6);
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 6);
    expect(normalCdf(3)).toBeCloseTo(0.99865, 5);
  });

  it('keeps its relative precision far in the tail', () => {
    // erfc(6 / sqrt 2) = 1.97317529e-9 (tables); an absolute-error approximation would lose every digit.
    expect(Math.abs(twoSidedPValue(6) / 1.97317529e-9 - 1)).toBeLessThan(2e-7);
    expect(erfc(-1)).toBeCloseTo(2 - erfc(1), 12);
  });
});

describe('twoProportionZ', () => {
  it('tests b against a, pooled', () => {
    // Pooled p = 450 / 2000 = 0.225; SE = sqrt(0.225 x 0.775 x (1/1000 + 1/1000)) = 0.0186748;
    // z = (0.25 - 0.20) / 0.0186748 = 2.6774.
    expect(twoProportionZ({ started: 1000, paid: 200 }, { started: 1000, paid: 250 })).toBeCloseTo(2.6774, 4);
    expect(twoProportionZ({ started: 1000, paid: 250 }, { started: 1000, paid: 200 })).toBeCloseTo(
      -2.6774,
      4,
    );
  });

  it('is null when a group has no checkouts', () => {
    expect(twoProportionZ({ started: 0, paid: 0 }, { started: 10, paid: 3 })).toBeNull();
    expect(twoProportionZ({ started: 10, paid: 3 }, { started: 0, paid: 0 })).toBeNull();
  });

  it('is 0 when nobody, or everybody, converted in both groups', () => {
    expect(twoProportionZ({ started: 10, paid: 0 }, { started: 20, paid: 0 })).toBe(0);
    expect(twoProportionZ({ started: 10, paid: 10 }, { started: 20, paid: 20 })).toBe(0);
  });

  it('never counts more paid bookings than checkouts', () => {
    expect(twoProportionZ({ started: 10, paid: 12 }, { started: 10, paid: 10 })).toBe(0);
  });
});

describe('sampleSizePerVariant', () => {
  it('is the standard two-proportion sample size at alpha 0.05 and 80 % power', () => {
    // p1 = 0.20, p2 = 0.22, mean 0.21:
    // 1.959964 x sqrt(2 x 0.21 x 0.79) = 1.959964 x 0.576021 = 1.128980
    // 0.841621 x sqrt(0.20 x 0.80 + 0.22 x 0.78) = 0.841621 x 0.575847 = 0.484645
    // (1.128980 + 0.484645)^2 / 0.02^2 = 2.603786 / 0.0004 = 6509.47, rounded up: 6510.
    expect(sampleSizePerVariant(0.2, 0.22)).toBe(6510);
    expect(sampleSizePerVariant(0.22, 0.2)).toBe(6510);
  });

  it('is null without a difference to detect', () => {
    expect(sampleSizePerVariant(0.3, 0.3)).toBeNull();
  });
});

describe('compareFunnels', () => {
  it('finds 200/1000 against 250/1000 significant', () => {
    const result = compareFunnels({ started: 1000, paid: 200 }, { started: 1000, paid: 250 });

    expect(result.difference).toBe(5);
    expect(result.zScore).toBeCloseTo(2.6774, 4);
    // 2 x (1 - Phi(2.6774)) = 0.00742.
    expect(result.pValue).toBeCloseTo(0.00742, 5);
    expect(result.significant).toBe(true);
    expect(result.neededPerVariant).toBeNull();
  });

  it('finds 20/100 against 22/100 not significant, with the checkouts it would need', () => {
    const result = compareFunnels({ started: 100, paid: 20 }, { started: 100, paid: 22 });

    expect(result.difference).toBe(2);
    // Pooled 0.21: SE = sqrt(0.21 x 0.79 x 0.02) = 0.057602, z = 0.02 / 0.057602 = 0.3472, p = 0.7284.
    expect(result.zScore).toBeCloseTo(0.3472, 4);
    expect(result.pValue).toBeCloseTo(0.7284, 4);
    expect(result.significant).toBe(false);
    expect(result.neededPerVariant).toBe(6510);
  });

  it('gives a negative difference when b converts worse', () => {
    const result = compareFunnels({ started: 40, paid: 9 }, { started: 30, paid: 6 });
    // 22.5 % against 20.0 %.
    expect(result.difference).toBe(-2.5);
    expect(result.zScore).toBeLessThan(0);
    expect(result.significant).toBe(false);
  });

  it('has no z, p or sample size while a group has no checkouts', () => {
    expect(compareFunnels({ started: 0, paid: 0 }, { started: 12, paid: 3 })).toEqual({
      difference: 25,
      zScore: null,
      pValue: null,
      significant: false,
      neededPerVariant: null,
    });
  });

  it('needs no sample size when both groups convert exactly alike', () => {
    expect(compareFunnels({ started: 10, paid: 2 }, { started: 20, paid: 4 })).toEqual({
      difference: 0,
      zScore: 0,
      pValue: 1,
      significant: false,
      neededPerVariant: null,
    });
  });
});
