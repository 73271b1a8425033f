import * as dates from '@sortim/contracts/date-format';
import { toLocale } from '@sortim/contracts/product';
import {
  formatActivityDate,
  formatCalendarDay,
  formatCount,
  formatDate,
  formatDateTime,
  formatDay,
  formatMoney,
  formatRating,
  formatTime,
  formatWholeEuros,
} from '#/lib/format.ts';
import { i18n } from '#/lib/i18n.ts';
import { today } from '#/lib/today.ts';

describe('format', () => {
  // 23:30 UTC on Saturday 8 March is already Sunday 9 March, 00:30, in Barcelona.
  const lateSaturdayUtc = '2025-03-08T23:30:00Z';

  beforeEach(() => {
    // 'Now' is in 2025 here, so 2025's dates are written without their year.
    vi.spyOn(today, 'date').mockReturnValue(new Date('2025-06-15T10:00:00Z'));
  });

  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });

  describe.each(['UTC', 'America/Los_Angeles', 'Asia/Tokyo'])('with the process in %s', (zone) => {
    beforeEach(() => {
      vi.stubEnv('TZ', zone);
    });

    it('shows the Barcelona day and 24-hour time of an activity', () => {
      expect(formatActivityDate(lateSaturdayUtc, '2025-03-09T01:30:00Z', 'en')).toBe(
        'Sunday, March 9th · 00:30–02:30',
      );
    });

    it('dates a day in Barcelona', () => {
      expect(formatDate(lateSaturdayUtc, 'en')).toBe('Sunday, March 9th');
    });
  });

  it('follows summer time in Barcelona', () => {
    expect(formatActivityDate('2025-07-05T08:00:00Z', '2025-07-05T10:00:00Z', 'en')).toBe(
      'Saturday, July 5th · 10:00–12:00',
    );
    expect(formatTime('2025-07-05T16:45:00Z')).toBe('18:45');
  });

  it('speaks the viewer language', () => {
    expect(formatActivityDate('2025-03-08T09:00:00Z', '2025-03-08T11:00:00Z', 'es')).toBe(
      'sábado, 8 de marzo · 10:00–12:00',
    );
    expect(formatActivityDate('2025-03-08T09:00:00Z', '2025-03-08T11:00:00Z', 'ca')).toBe(
      'dissabte, 8 de març · 10:00–12:00',
    );
    expect(formatDate(lateSaturdayUtc, 'es')).toBe('domingo, 9 de marzo');
    expect(formatDate(lateSaturdayUtc, 'ca')).toBe('diumenge, 9 de març');
  });

  it('writes every date and time the one way, the year only when it is not this year', () => {
    const nextYear = '2026-12-26T17:00:00Z';
    expect(formatActivityDate(nextYear, '2026-12-26T19:00:00Z', 'en')).toBe(
      'Saturday, December 26th, 2026 · 18:00–20:00',
    );
    expect(formatDate(nextYear, 'es')).toBe('sábado, 26 de diciembre de 2026');
    // Catalan writes 'del 2026' in current ICU data, 'de 2026' in older.
    expect(formatDate(nextYear, 'ca')).toMatch(/^dissabte, 26 de desembre del? 2026$/);
    expect(formatDate('2024-11-26T12:00:00Z', 'en')).toBe('Tuesday, November 26th, 2024');
    expect(formatDateTime('2025-12-01T18:30:00Z', 'en')).toBe('Monday, December 1st · 19:30');
    // New Year's Eve at 23:30 in Barcelona is still this year, though it is 2026 nowhere near.
    expect(formatDate('2025-12-31T22:30:00Z', 'en')).toBe('Wednesday, December 31st');
  });

  it.each([
    [1, 'Saturday, March 1st'],
    [2, 'Sunday, March 2nd'],
    [3, 'Monday, March 3rd'],
    [4, 'Tuesday, March 4th'],
    [11, 'Tuesday, March 11th'],
    [12, 'Wednesday, March 12th'],
    [13, 'Thursday, March 13th'],
    [21, 'Friday, March 21st'],
    [22, 'Saturday, March 22nd'],
    [23, 'Sunday, March 23rd'],
    [31, 'Monday, March 31st'],
  ])('writes day %i of the month with its English ordinal', (day, text) => {
    const start = `2025-03-${String(day).padStart(2, '0')}T09:00:00Z`;
    expect(formatActivityDate(start, start, 'en').split(' · ')[0]).toBe(text);
  });

  it('names the end day of a slot that runs past midnight in Barcelona', () => {
    // 22:00 on Saturday 8 March to 02:00 on Sunday 9 March, Barcelona time (UTC+1).
    const start = '2025-03-08T21:00:00Z';
    const end = '2025-03-09T01:00:00Z';
    expect(formatActivityDate(start, end, 'en')).toBe(
      'Saturday, March 8th · 22:00 – Sunday, March 9th · 02:00',
    );
    expect(formatActivityDate(start, end, 'es')).toBe(
      'sábado, 8 de marzo · 22:00 – domingo, 9 de marzo · 02:00',
    );
    expect(formatActivityDate(start, end, 'ca')).toBe(
      'dissabte, 8 de març · 22:00 – diumenge, 9 de març · 02:00',
    );
  });

  it('writes a join date without its weekday, in three languages', () => {
    expect(formatDay('2025-11-24T09:00:00Z', 'en')).toBe('November 24th');
    expect(formatDay('2025-11-24T09:00:00Z', 'es')).toBe('24 de noviembre');
    expect(formatDay('2025-11-24T09:00:00Z', 'ca')).toBe('24 de novembre');
    expect(formatDay('2024-11-24T09:00:00Z', 'en')).toBe('November 24th, 2024');
    expect(formatDay('2024-11-24T09:00:00Z', 'es')).toBe('24 de noviembre de 2024');
    expect(formatDay('2024-11-24T09:00:00Z', 'ca')).toMatch(/^24 de novembre del? 2024$/);
  });

  it('is the same family the server’s e-mails write, with the year always when no "now" is known', () => {
    const start = '2025-12-05T17:00:00Z';
    const end = '2025-12-05T20:00:00Z';
    expect(dates.formatDateRange(start, end, 'en')).toBe('Friday, December 5th, 2025 · 18:00–21:00');
    expect(dates.formatDateRange(start, end, 'en', today.date())).toBe(formatActivityDate(start, end, 'en'));
    expect(dates.formatDateTime(start, 'es')).toBe('viernes, 5 de diciembre de 2025 · 18:00');
    expect(dates.formatDay(start, 'en')).toBe('December 5th, 2025');
  });

  it('writes a calendar day of a filter in the viewer language', () => {
    expect(formatCalendarDay('2025-03-08', 'en')).toBe('Saturday, March 8th');
    expect(formatCalendarDay('2025-10-26', 'es')).toBe('domingo, 26 de octubre');
  });

  it('shows midnight as 00:00 and counts with the language’s grouping', () => {
    expect(formatTime('2025-01-10T23:00:00Z')).toBe('00:00');
    expect(formatCount(12_345, 'en')).toBe('12,345');
    expect(formatCount(12_345, 'ca')).toBe('12.345');
  });

  it('formats integer cents as euros', () => {
    expect(formatMoney(1250, 'en')).toBe('€12.50');
    expect(formatMoney(1500, 'en')).toBe('€15');
    expect(formatMoney(5, 'en')).toBe('€0.05');
    expect(formatMoney(123456, 'en')).toBe('€1,234.56');
    expect(formatMoney(1250, 'es')).toBe('12,50\u00a0€');
  });

  it('rounds totals to whole euros', () => {
    expect(formatWholeEuros(124_049, 'en')).toBe('€1,240');
    expect(formatWholeEuros(124_050, 'en')).toBe('€1,241');
    expect(formatWholeEuros(0, 'en')).toBe('€0');
    expect(formatWholeEuros(1_234_500, 'es')).toBe('12.345\u00a0€');
  });

  it('shows ratings to one decimal', () => {
    expect(formatRating(4.75, 'en')).toBe('4.8');
    expect(formatRating(5, 'en')).toBe('5.0');
    expect(formatRating(4.25, 'ca')).toBe('4,3');
  });

  it('narrows language tags to supported locales', () => {
    expect(toLocale('es-ES')).toBe('es');
    expect(toLocale('CA')).toBe('ca');
    expect(toLocale('fr')).toBe('en');
    expect(toLocale(undefined)).toBe('en');
  });
});

describe('counts inside the catalogs’ sentences', () => {
  it('group their digits and choose the plural form in the page’s language', async () => {
    expect(i18n.t('explore.found', { count: 1240 })).toBe('1,240 Activities Found');
    expect(i18n.t('explore.found', { count: 1 })).toBe('1 Activity Found');
    await i18n.changeLanguage('ca');
    expect(i18n.t('explore.found', { count: 12_400 })).toBe('12.400 activitats trobades');
    expect(i18n.t('adminDashboard.common.pageOf', { page: 2, pages: 1500 })).toContain('1.500');
    await i18n.changeLanguage('es');
    expect(i18n.t('explore.found', { count: 1 })).toBe('1 actividad encontrada');
    // Spanish and Catalan have a 'many' form (a million): without it i18next would fall back to English.
    expect(i18n.t('explore.found', { count: 1_000_000 })).toBe('1.000.000 actividades encontradas');
  });
});
