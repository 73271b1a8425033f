import { describe, expect, it } from 'vitest';
import { HIDDEN_DETAIL, hideContactDetails } from './contact-details.ts';

const H = HIDDEN_DETAIL;
const hide = (text: string) => hideContactDetails(text).text;

describe('hideContactDetails', () => {
  it.each([
    ['Call me on +34 612 34 56 78 please', `Call me on ${H} please`],
    ['My number is 612345678.', `My number is ${H}.`],
    ['WhatsApp 612-345-678 or (612) 34.56.78', `WhatsApp ${H} or (${H}`],
    ['From abroad: 0044 20 7946 0958', `From abroad: ${H}`],
    ['Write to name@example.com, thanks', `Write to ${H}, thanks`],
    ['ana.puig+trips@correu.cat', H],
    ['ana at example dot com', H],
    ['ana (arroba) gmail (punto) es', H],
    ['See www.x.com!', `See ${H}!`],
    ['Pay at https://pay.example/abc?x=1 instead', `Pay at ${H} instead`],
    ['(bit.do/xyz)', `(${H})`],
  ])('hides what would take the talk elsewhere: %s', (text, expected) => {
    expect(hide(text)).toBe(expected);
  });

  it.each([
    'We meet at 19.30 by the fountain, 3.5 km walk.',
    'It costs 10.000 for the whole group, e.g. for 12 people.',
    'The date is 2026-05-12, bring 2 litres of water.',
    'Is it OK for a 7-year-old? We are at the hotel at 9.',
    'Meet at Plaça Reial 12, 08002',
  ])('leaves prose alone: %s', (text) => {
    expect(hideContactDetails(text)).toEqual({ text, hidden: 0 });
  });

  it('counts what it hid, and uses the marker it is given', () => {
    expect(hideContactDetails('a@b.es or 612345678 or www.x.com', '[…]')).toEqual({
      text: '[…] or […] or […]',
      hidden: 3,
    });
  });

  it('keeps line breaks', () => {
    expect(hide('Hi!\nMy phone: 612 345 678\nBye')).toBe(`Hi!\nMy phone: ${H}\nBye`);
  });
});
