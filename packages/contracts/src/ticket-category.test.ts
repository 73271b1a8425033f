import { describe, expect, it } from 'vitest';
import { firstPriceLine, type PartyLine } from './pricing.ts';
import { partyCounts, partySummary, ticketLabel, ticketSummary } from './ticket-category.ts';

const FRIENDS = { en: 'Friends', es: 'Amigos', ca: 'Amics' };

const lines: PartyLine[] = [
  { ...firstPriceLine('adult', 1, 1200), early: true },
  firstPriceLine('adult', 1, 1500),
  { ...firstPriceLine('child', 2, 800), kind: 'child' },
  { ...firstPriceLine('friends', 1, 1000), kind: 'custom', names: FRIENDS },
  { ...firstPriceLine(null, 1, 900), kind: 'private_minimum' },
];

describe('a party by price', () => {
  it('counts a category’s early-bird and later seats together, and no top-up as a guest', () => {
    expect(partyCounts(lines)).toEqual([
      { category: { kind: 'adult', names: null }, quantity: 2 },
      { category: { kind: 'child', names: null }, quantity: 2 },
      { category: { kind: 'custom', names: FRIENDS }, quantity: 1 },
    ]);
  });

  it('reads in each language', () => {
    expect(partySummary(lines, 'en')).toBe('2 Adult · 2 Child · 1 Friends');
    expect(partySummary(lines, 'es')).toBe('2 Adulto · 2 Niño · 1 Amigos');
    expect(partySummary(lines, 'ca', ', ')).toBe('2 Adult, 2 Infant, 1 Amics');
  });
});

describe('a ticket’s words', () => {
  it('names its price and its guest, either, or nothing', () => {
    const child = { kind: 'child' as const, names: null };
    expect(ticketLabel({ category: child, guestName: 'Èlia' }, 'en')).toBe('Child · Èlia');
    expect(ticketLabel({ category: child, guestName: null }, 'es')).toBe('Niño');
    expect(ticketLabel({ category: null, guestName: ' Marc ' }, 'en')).toBe('Marc');
    expect(ticketLabel({ category: null, guestName: '  ' }, 'en')).toBeNull();
  });

  it('sums tickets by price, leaving out those that name none', () => {
    const tickets = [
      { category: { kind: 'adult' as const, names: null } },
      { category: { kind: 'infant' as const, names: null } },
      { category: { kind: 'adult' as const, names: null } },
      { category: null },
    ];
    expect(ticketSummary(tickets, 'en')).toBe('2 Adult · 1 Infant');
    expect(ticketSummary([{ category: null }], 'en')).toBe('');
  });
});
