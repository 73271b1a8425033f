import {
  formatDay,
  formatPercent,
  formatPoints,
  formatPValue,
} from '#/features/admin/analytics/components/analytics-format.ts';
import { formatCount } from '#/lib/format.ts';
import { today } from '#/lib/today.ts';

describe('analytics formatting', () => {
  it('writes a rate with one decimal and a percent sign', () => {
    expect(formatPercent(12.5, 'en')).toBe('12.5%');
    expect(formatPercent(12, 'en')).toBe('12.0%');
    expect(formatPercent(0, 'en')).toBe('0.0%');
    expect(formatPercent(33.333, 'en')).toBe('33.3%');
    expect(formatPercent(12.5, 'es')).toBe('12,5\u00a0%');
  });

  it('signs a difference in points, except zero', () => {
    expect(formatPoints(3.2, 'en')).toBe('+3.2');
    expect(formatPoints(0, 'en')).toBe('0.0');
  });

  it('writes a negative difference with a real minus sign (U+2212) in every language', () => {
    expect(formatPoints(-3.3, 'en')).toBe('\u22123.3');
    expect(formatPoints(-3.3, 'es')).toBe('\u22123,3');
    expect(formatPoints(-3.3, 'ca')).toBe('\u22123,3');
    expect(formatPoints(-0.04, 'en')).toBe('0.0');
  });

  it('groups counts and writes p-values to three decimals', () => {
    expect(formatCount(12400, 'en')).toBe('12,400');
    expect(formatPValue(0.0123, 'en')).toBe('0.012');
  });

  it('keeps a rolled-up day on its own calendar date, in the date family’s short form', () => {
    vi.spyOn(today, 'date').mockReturnValue(new Date('2026-11-01T10:00:00Z'));
    expect(formatDay('2026-03-08', 'en')).toBe('Sun, Mar 8');
    expect(formatDay('2026-10-25', 'en')).toBe('Sun, Oct 25');
    expect(formatDay('2026-10-25', 'es')).toBe('dom, 25 oct');
    expect(formatDay('2025-12-31', 'en')).toBe('Wed, Dec 31, 2025');
  });
});
