import { hasLink } from '@sortim/contracts/links';
import { describe, expect, it } from 'vitest';

/* The link rule of host messages (contracts/links.ts): what a mail client would make a link of. */

describe('hasLink', () => {
  it.each([
    'Photos at https://example.com/album',
    'ftp://files.example.net',
    'See www.example.org',
    'Tickets on paella-tickets.com now',
    'Details: evil.de',
    'Short link bit.do/xyz',
    'Pay at EXAMPLE.CO.UK.',
    'Write to ana@gmail.com',
    'Chat on t.me/sortim_group',
    'xn--80ak6aa92e.com has the map',
    'Open пример.рф',
    'Site at something.xn--p1ai',
    'A brand new ending: meet.barcelona',
    'Admin page 192.168.1.1/login',
    'Server 10.0.0.7:8080',
    'The old evil.com.Next time',
    'Bring water.It starts at 10',
    'The menu is in plan.zip',
    'Via 163.com/inbox',
  ])('finds a link in %j', (text) => {
    expect(hasLink(text)).toBe(true);
  });

  it.each([
    'Meet at the beach',
    'It is 3.5 km from the station',
    'We start at 19.30 sharp',
    'Now at 10.30, bring €5.50.',
    'About 10.000 people, 1.234.567 in all',
    'Bring water, a hat, etc. and sunscreen',
    'Bring snacks (e.g. fruit) and water, i.e. the basics',
    'Trae algo de comer, p.ej. fruta; en EE.UU. es distinto',
    'Piso 1.er, puerta 2.ª; los 2.as filas',
    'Starts 9 a.m., ends 1 p.m.',
    'Bring water.See you there',
    'St.Louis and Sr.García will join',
    'The menu.pdf is attached at the door',
    'Version 2.0beta, 7.30pm, 10.30h',
    'Call us on 93.123.45.67',
    'Walk..then rest',
  ])('finds no link in %j', (text) => {
    expect(hasLink(text)).toBe(false);
  });
});
