import { ADMIN_MESSAGES, USERS_CSV_COLUMNS } from '@sortim/contracts/admin';
import { describe, expect, it } from 'vitest';
import { profiles, users } from '#src/db/schema.ts';
import { neutralised } from '#src/lib/csv.ts';
import { uniqueWord, useAdminTestApp } from '#src/test/admin-users.ts';
import { createActivity, createBooking, createHost, createUser } from '#src/test/factories.ts';
import { usersCsvFilename } from './users-csv.ts';

const DAY = 24 * 60 * 60 * 1000;

const ctx = useAdminTestApp();

const exportCsv = (query: Record<string, string>) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/admin/users/export?${new URLSearchParams(query)}`,
    headers: { cookie: ctx.admin.cookie },
  });

/** RFC 4180 as a spreadsheet reads it: quoted cells may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  const endRow = () => {
    endCell();
    rows.push(row);
    row = [];
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (quoted) cell += c;
    else if (c === ',') endCell();
    else if (c === '\n') endRow();
    else cell += c;
  }
  if (cell || row.length) endRow();
  return rows;
}

/** Today in Barcelona, worked out apart from the code under test. */
const barcelonaToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());

describe('GET /api/admin/users/export', () => {
  it("writes the spec's columns in order, one row per person, as an attachment named with today's date", async () => {
    const db = ctx.app.db;
    const word = uniqueWord();
    const host = await createHost(db, {
      email: `${word.toLowerCase()}.host@example.test`,
      roles: ['user', 'verified_host'],
      profile: {
        displayName: `${word} Host`,
        city: 'Barcelona',
        age: 41,
        phone: '600 111 222',
        createdAt: new Date('2024-03-05T23:30:00Z'),
      },
    });
    const guest = await createUser(db, {
      email: `${word.toLowerCase()}.guest@example.test`,
      roles: ['user'],
      profile: { displayName: `${word} Guest`, createdAt: new Date('2024-01-10T10:00:00Z') },
    });
    const activity = await createActivity(db, { hostId: host.id, startTime: new Date(Date.now() - DAY) });
    await createBooking(db, {
      userId: guest.id,
      activityId: activity.id,
      createdAt: new Date('2024-06-30T22:15:00Z'),
    });

    const res = await exportCsv({ q: word });

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="users-${barcelonaToday()}.csv"`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(parseCsv(res.body)).toEqual([
      [...USERS_CSV_COLUMNS],
      // Newest first, as the list; dates are Barcelona days (23:30 UTC on 5 March is the 6th there).
      [
        `${word} Host`,
        `${word.toLowerCase()}.host@example.test`,
        'Barcelona',
        '41',
        '600 111 222',
        'user, verified_host',
        'Yes',
        '0',
        '0',
        '1',
        '2024-03-06',
        '',
      ],
      [
        `${word} Guest`,
        `${word.toLowerCase()}.guest@example.test`,
        '',
        '',
        '',
        'user',
        'No',
        '1',
        '1',
        '0',
        '2024-01-10',
        '2024-07-01',
      ],
    ]);
  });

  it('quotes commas, quotes and line breaks, and neutralises cells a spreadsheet would run as formulas', async () => {
    const db = ctx.app.db;
    const word = uniqueWord();
    const tricky = [
      { displayName: `${word} Puig, Marta`, city: 'Sant Cugat, del Vallès' },
      { displayName: `${word} Marta "La Rossa" Puig`, city: '=1+1' },
      { displayName: `${word} two\nlines`, city: '+34 city' },
      { displayName: `${word} minus`, city: '-2+3', phone: '@SUM(A1:A9)' },
      { displayName: `${word} tab`, city: '\tcmd', phone: '\rcmd' },
    ];
    for (const [i, profile] of tricky.entries()) {
      await createUser(db, { profile: { ...profile, createdAt: new Date(Date.now() - i * DAY) } });
    }

    const res = await exportCsv({ q: word });

    expect(res.body).toContain(`"${word} Puig, Marta",`);
    expect(res.body).toContain(`"${word} Marta ""La Rossa"" Puig"`);
    expect(res.body).toContain(`"${word} two\nlines"`);
    const rows = parseCsv(res.body).slice(1);
    expect(rows.map((row) => [row[0], row[2], row[4]])).toEqual([
      [`${word} Puig, Marta`, 'Sant Cugat, del Vallès', ''],
      [`${word} Marta "La Rossa" Puig`, "'=1+1", ''],
      [`${word} two\nlines`, "'+34 city", ''],
      [`${word} minus`, "'-2+3", "'@SUM(A1:A9)"],
      [`${word} tab`, "'\tcmd", "'\rcmd"],
    ]);
  });

  it('exports what the list shows for the same filters, across many batches in list order', async () => {
    const word = uniqueWord();
    // The same creation time for all, so the order (and the batches' seams) rest on the id alone.
    const createdAt = new Date(Date.now() - 2 * DAY);
    const people = Array.from({ length: 1_050 }, (_, i) => ({
      id: `${word}-${String(i).padStart(4, '0')}`,
      email: `${word.toLowerCase()}-${i}@example.test`,
    }));
    await ctx.app.db
      .insert(users)
      .values(people.map((p) => ({ ...p, name: 'Bulk', emailVerified: true, createdAt })));
    await ctx.app.db.insert(profiles).values(
      people.map((p, i) => ({
        id: p.id,
        email: p.email,
        displayName: `${word} bulk ${i}`,
        city: i % 2 === 0 ? 'Even City' : 'Odd City',
        abGroup: 'variant_a' as const,
        createdAt,
      })),
    );

    const all = parseCsv((await exportCsv({ q: word })).body).slice(1);
    expect(all.map((row) => row[1])).toEqual(people.map((p) => p.email).reverse());

    const even = parseCsv((await exportCsv({ q: word, city: 'even city' })).body).slice(1);
    expect(even).toHaveLength(525);
    expect(new Set(even.map((row) => row[2]))).toEqual(new Set(['Even City']));
  });

  it("refuses with 'No users to export' when nothing matches", async () => {
    const res = await exportCsv({ q: uniqueWord() });

    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json().error.message).toBe(ADMIN_MESSAGES.noUsersToExport);
  });

  it('answers bad filters with 400', async () => {
    const res = await exportCsv({ role: 'owner' });

    expect(res.statusCode).toBe(400);
  });
});

describe('the CSV helpers', () => {
  it('prefixes a single quote only to cells that start like a formula', () => {
    expect(['=1+1', '+1', '-1', '@A1', '\tx', '\rx', 'Anna', '1=1', ' =1', ''].map(neutralised)).toEqual([
      "'=1+1",
      "'+1",
      "'-1",
      "'@A1",
      "'\tx",
      "'\rx",
      'Anna',
      '1=1',
      ' =1',
      '',
    ]);
  });

  it("names the file after the Barcelona day, not the server's", () => {
    // 23:30 UTC on 31 December is already New Year's Day in Barcelona.
    expect(usersCsvFilename(new Date('2025-12-31T23:30:00Z'))).toBe('users-2026-01-01.csv');
    expect(usersCsvFilename(new Date('2025-07-14T21:59:00Z'))).toBe('users-2025-07-14.csv');
  });
});
