import type { AppliedCode } from '@sortim/contracts/promo-codes';
import { PROMO_MESSAGES } from '@sortim/contracts/promo-codes';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '#/lib/i18n.ts';
import { createActivityDetail, firstPrice } from '#/test/activity-factories.ts';
import {
  bodyOf,
  bookingPanel,
  callsTo,
  checkoutAccepted,
  mockBookingApi,
  stubLocationAssign,
} from '#/test/booking-page.ts';
import { anonymous, renderApp } from '#/test/render.tsx';

/*
 * 'Have a code?' on the activity page (issue 36): shown only where a code could apply, checked by the
 * server (POST /api/activities/:id/code), its discount in the lines and the total, its refusal under the
 * field, a `?code=` link applying it on load, and a "friends" price a code unlocks.
 */

const CODE_PATH = '/api/activities/act-1/code';

const twentyOff: AppliedCode = {
  code: 'SUMMER20',
  percentOff: 20,
  amountOffCents: null,
  minParty: null,
  payer: 'host',
  feePercent: 10,
  note: 'Thanks for coming back!',
  unlocksHidden: false,
  unlocked: [],
};

const FRIENDS = firstPrice(2000, {
  id: '5b0e8a52-6f1c-4d7a-9c3e-000000000009',
  kind: 'custom',
  names: { en: 'Friends', es: 'Amigos', ca: 'Amics' },
  codeOnly: true,
});

/** A code that only unlocks the friends' price. */
const friendsCode: AppliedCode = {
  ...twentyOff,
  code: 'FRIENDS',
  percentOff: null,
  note: null,
  unlocksHidden: true,
  unlocked: [FRIENDS],
};

const refusal = (status: number, message: string, messageKey?: string) =>
  Response.json({ error: { code: 'conflict', message, messageKey } }, { status });

/** The page of an activity with live codes, the code route answering `answer`. */
function mockCodes(answer: () => Response, options: Parameters<typeof mockBookingApi>[0] = {}) {
  return mockBookingApi({
    activity: createActivityDetail({ hasCodes: true }),
    ...options,
    extra: (url) => {
      if (url === CODE_PATH) return answer();
      if (url === '/api/checkout') return checkoutAccepted();
      return undefined;
    },
  });
}

const total = (area: ReturnType<typeof within>) => area.getByText('Total').parentElement;

async function typeCode(area: ReturnType<typeof within>, code: string) {
  const disclosure = await area.findByRole('button', { name: 'Have a code?' });
  expect(disclosure).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(disclosure);
  expect(disclosure).toHaveAttribute('aria-expanded', 'true');
  await userEvent.type(area.getByLabelText('Promo code'), code);
  await userEvent.click(area.getByRole('button', { name: 'Apply' }));
}

describe("the activity page's 'Have a code?'", () => {
  it('is not there when no code could apply', async () => {
    mockBookingApi();
    renderApp('/activity/act-1');
    const area = await bookingPanel();
    await area.findByRole('button', { name: 'Book Now' });
    expect(area.queryByRole('button', { name: 'Have a code?' })).not.toBeInTheDocument();
  });

  it('applies a code: its note, its discount in the lines and the total, and the checkout carries it', async () => {
    const assign = stubLocationAssign();
    const fetchMock = mockCodes(() => Response.json(twentyOff));
    renderApp('/activity/act-1');
    const area = await bookingPanel();
    await typeCode(area, 'summer20');

    const applied = await area.findByText('Code applied');
    expect(applied.closest('[role="status"]')).toHaveTextContent(
      'Code applied SUMMER20Thanks for coming back!',
    );
    expect(bodyOf(fetchMock, CODE_PATH)).toEqual({ code: 'SUMMER20' });
    const lines = within(area.getByRole('list', { name: 'Price breakdown' })).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual(['1 × Person€35', 'Code SUMMER20−€7']);
    expect(total(area)).toHaveTextContent('Total€28');

    await userEvent.click(area.getByRole('button', { name: 'Book Now' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(bodyOf(fetchMock, '/api/checkout')).toMatchObject({ code: 'SUMMER20', private: false });
  });

  it('removes an applied code: the price is whole again and checkout goes without it', async () => {
    mockCodes(() => Response.json(twentyOff));
    renderApp('/activity/act-1');
    const area = await bookingPanel();
    await typeCode(area, 'SUMMER20');
    await userEvent.click(await area.findByRole('button', { name: 'Remove' }));
    expect(area.queryByText('Code applied')).not.toBeInTheDocument();
    expect(area.getByRole('button', { name: 'Have a code?' })).toBeInTheDocument();
    expect(total(area)).toHaveTextContent('Total€35');
    expect(area.queryByRole('list', { name: 'Price breakdown' })).not.toBeInTheDocument();
  });

  it("shows the server's reason under the field, in the page's language", async () => {
    await i18n.changeLanguage('es');
    mockCodes(() => refusal(409, PROMO_MESSAGES.usedUp, 'promo.usedUp'));
    renderApp('/activity/act-1');
    const area = await bookingPanel('Precio y reserva');
    await userEvent.click(await area.findByRole('button', { name: '¿Tienes un código?' }));
    const field = area.getByLabelText('Código promocional');
    await userEvent.type(field, 'LASTONE{Enter}');

    const reason = await area.findByRole('alert');
    expect(reason).toHaveTextContent('Este código ya se ha agotado');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Este código ya se ha agotado');
    // Enter applied the code: it did not book.
    expect(area.getByRole('button', { name: 'Reservar' })).toBeEnabled();
  });

  it('says when too many codes were tried, in the codes’ own words', async () => {
    mockCodes(() => refusal(429, PROMO_MESSAGES.tooManyTries, 'promo.tooManyTries'));
    renderApp('/activity/act-1');
    const area = await bookingPanel();
    await typeCode(area, 'GUESS1');
    expect(await area.findByRole('alert')).toHaveTextContent(
      'Too many codes tried. Wait a few minutes and try again.',
    );
  });

  it("applies a ?code= link's code on load, and keeps it in the URL until removed", async () => {
    const fetchMock = mockCodes(() => Response.json(twentyOff));
    const { router } = renderApp('/activity/act-1?code=summer20', { strict: true });
    const area = await bookingPanel();
    expect(await area.findByText('Code applied')).toBeInTheDocument();
    expect(callsTo(fetchMock, CODE_PATH)).toHaveLength(1);
    expect(bodyOf(fetchMock, CODE_PATH)).toEqual({ code: 'SUMMER20' });
    expect(total(area)).toHaveTextContent('Total€28');
    expect(router.state.location.search).toBe('?code=summer20');

    await userEvent.click(area.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it("tries a link's code even where no code is live, and says why it does not apply", async () => {
    mockCodes(() => refusal(409, PROMO_MESSAGES.invalid, 'promo.invalid'), {
      activity: createActivityDetail({ hasCodes: false }),
    });
    renderApp('/activity/act-1?code=OLDCODE');
    const area = await bookingPanel();
    expect(await area.findByRole('alert')).toHaveTextContent('This code is not valid for this activity');
    expect(area.getByLabelText('Promo code')).toHaveValue('OLDCODE');
  });

  it('asks an anonymous visitor to sign in, coming back with the code', async () => {
    mockCodes(() => refusal(401, PROMO_MESSAGES.signIn, 'promo.signIn'), { me: anonymous });
    const { router } = renderApp('/activity/act-1');
    const area = await bookingPanel();
    await typeCode(area, 'friends');
    expect(await area.findByRole('alert')).toHaveTextContent('Please sign in to use a code');
    await userEvent.click(area.getByRole('link', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.state).toEqual({ from: '/activity/act-1?code=FRIENDS' });
  });

  it('shows a price the code unlocks as a row of its own, and books it', async () => {
    const assign = stubLocationAssign();
    const fetchMock = mockCodes(() => Response.json(friendsCode));
    renderApp('/activity/act-1?code=FRIENDS');
    const area = await bookingPanel();
    // One price and the friends' price: steppers now, the first price named "Adult" beside the other.
    const friends = await area.findByRole('group', { name: 'Friends' });
    expect(area.getByRole('group', { name: 'Adult' })).toBeInTheDocument();
    await userEvent.click(area.getByRole('button', { name: 'Add one Friends' }));
    await userEvent.click(area.getByRole('button', { name: 'Remove one Adult' }));
    expect(within(friends).getByRole('status')).toHaveTextContent('Friends: 1');
    expect(total(area)).toHaveTextContent('Total€20');

    await userEvent.click(area.getByRole('button', { name: 'Book Now' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(bodyOf(fetchMock, '/api/checkout')).toMatchObject({
      lines: [{ categoryId: FRIENDS.id, quantity: 1 }],
      code: 'FRIENDS',
    });
  });

  it('takes the unlocked price away with the code, back to the one price', async () => {
    mockCodes(() => Response.json(friendsCode));
    renderApp('/activity/act-1?code=FRIENDS');
    const area = await bookingPanel();
    await userEvent.click(await area.findByRole('button', { name: 'Add one Friends' }));
    await userEvent.click(area.getByRole('button', { name: 'Remove one Adult' }));
    await userEvent.click(area.getByRole('button', { name: 'Remove' }));
    expect(area.queryByRole('group', { name: 'Friends' })).not.toBeInTheDocument();
    expect(area.getByRole('combobox', { name: 'Number of people' })).toHaveValue('1');
    expect(total(area)).toHaveTextContent('Total€35');
  });

  it("says a code's minimum party until the party reaches it", async () => {
    mockCodes(() => Response.json({ ...twentyOff, minParty: 3 }));
    renderApp('/activity/act-1');
    const area = await bookingPanel();
    await typeCode(area, 'SUMMER20');
    expect(await area.findByText('This code needs a booking of at least 3 guests')).toBeInTheDocument();
    expect(total(area)).toHaveTextContent('Total€35');
    await userEvent.selectOptions(area.getByRole('combobox', { name: 'Number of people' }), '3');
    expect(area.queryByText(/at least 3 guests/)).not.toBeInTheDocument();
    expect(total(area)).toHaveTextContent('Total€84');
  });
});
