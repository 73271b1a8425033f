import { PROMO_CODE_MESSAGES } from '@sortim/contracts/promo-code-management';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createHostActivity } from '#/components/host-activity-card/host-activity-factories.ts';
import { createPromoCode, promoCodeRoutes } from '#/test/promo-code-factories.ts';
import { mockApi, renderApp, signedIn } from '#/test/render.tsx';
import { findToast } from '#/test/toasts.ts';

const DAY = 24 * 60 * 60 * 1000;
/** Activity ids are uuids: the form holds them to the contract. */
const WALK = '0f6b1c2e-1d1e-4c1a-9a51-5e0d2a7b4c01';
const TAPAS = '0f6b1c2e-1d1e-4c1a-9a51-5e0d2a7b4c02';

/** The host's activities as /api/host/activities answers: two upcoming, one past, one of another host. */
const activities = [
  createHostActivity({ id: WALK, title: 'Gothic Quarter walk' }),
  createHostActivity({ id: TAPAS, title: 'Tapas crawl' }),
  createHostActivity({
    id: 'act-past',
    title: 'Last month’s walk',
    startTime: new Date(Date.now() - 30 * DAY).toISOString(),
  }),
  createHostActivity({ id: 'act-other', title: 'Someone else’s kayak', hostId: 'user-2' }),
];

function api(
  codes = [createPromoCode()],
  answer?: (url: string, init?: RequestInit) => Response | undefined,
) {
  const { routes, sent } = promoCodeRoutes('/api/host/codes', codes);
  const fetchMock = mockApi(signedIn(['user', 'host']), (url, init) => {
    const own = answer?.(url, init);
    if (own) return own;
    if (url === '/api/host/activities') return Response.json({ items: activities });
    return routes[`${init?.method ?? 'GET'} ${url}`]?.(init);
  });
  return { sent, fetchMock };
}

const card = async (code: string) =>
  (await screen.findByRole('heading', { name: code })).closest('article') as HTMLElement;

async function openNewCode() {
  const user = userEvent.setup();
  renderApp('/host/codes');
  await user.click(await screen.findByRole('button', { name: 'New code' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'New code' }) };
}

describe('/host/codes', () => {
  it('lists each code with its state, terms, uses, revenue and discount given; Edit only while unused', async () => {
    api([
      createPromoCode({
        id: 'code-1',
        code: 'BAKERY',
        amountOffCents: 500,
        percentOff: null,
        totalLimit: 20,
        perAccountLimit: 1,
        uses: 3,
        revenueCents: 8100,
        discountCents: 1500,
        editable: false,
        note: 'Welcome, friends of the bakery',
        scope: {
          kind: 'activities',
          activities: [{ id: WALK, title: 'Gothic Quarter walk', startTime: activities[0]?.startTime ?? '' }],
        },
      }),
      createPromoCode({
        id: 'code-2',
        code: 'SPRING',
        state: 'scheduled',
        startsAt: '2027-03-01T09:00:00.000Z',
      }),
    ]);
    renderApp('/host/codes');

    // The first page of the file loads its chunk and the whole catalog: slow on a loaded machine.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Promo codes' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    const bakery = within(await card('BAKERY'));
    expect(bakery.getByText('Live')).toBeInTheDocument();
    expect(bakery.getByText('€5 off')).toBeInTheDocument();
    expect(bakery.getByText('Gothic Quarter walk')).toBeInTheDocument();
    expect(bakery.getByText('Once per guest')).toBeInTheDocument();
    expect(bakery.getByText('Welcome, friends of the bakery')).toBeInTheDocument();
    expect(bakery.getByText('3 of 20')).toBeInTheDocument();
    expect(bakery.getByText('€81')).toBeInTheDocument();
    expect(bakery.getByText('€15')).toBeInTheDocument();
    expect(bakery.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(bakery.getByRole('button', { name: 'Pause' })).toBeInTheDocument();

    const spring = within(await card('SPRING'));
    expect(spring.getByText('Scheduled')).toBeInTheDocument();
    expect(spring.getByText('10% off')).toBeInTheDocument();
    expect(spring.getByText('All your activities')).toBeInTheDocument();
    expect(spring.getByText(/^From /)).toBeInTheDocument();
    expect(spring.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('makes a code for chosen upcoming activities of the host, and lists it first', async () => {
    const { sent } = api();
    const { user, dialog } = await openNewCode();
    const form = within(dialog);

    await user.type(form.getByLabelText('Code'), 'friends-20');
    await user.type(form.getByLabelText('Percentage (1-100)'), '20');
    await user.click(form.getByRole('radio', { name: 'Only the activities I choose' }));
    const list = within(form.getByRole('list', { name: 'Upcoming activities' }));
    // Only the host's own activities still to come.
    expect(list.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      expect.stringContaining('Gothic Quarter walk'),
      expect.stringContaining('Tapas crawl'),
    ]);
    await user.click(list.getByRole('checkbox', { name: /Tapas crawl/ }));
    await user.type(form.getByLabelText('Uses per guest'), '1');
    await user.type(form.getByLabelText(/Note shown to guests/), 'For our regulars');
    await user.click(form.getByRole('checkbox', { name: 'Unlocks hidden prices' }));
    await user.click(form.getByRole('button', { name: 'Create code' }));

    expect(await findToast('FRIENDS-20 is ready to share.')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/host/codes',
        body: {
          code: 'friends-20',
          percentOff: 20,
          amountOffCents: null,
          startsAt: null,
          endsAt: null,
          totalLimit: null,
          perAccountLimit: 1,
          minParty: null,
          note: 'For our regulars',
          unlocksHidden: true,
          scope: { kind: 'activities', activityIds: [TAPAS] },
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headings[0]).toBe('FRIENDS-20');
  });

  it('sends euros as cents and a Barcelona start and end as instants', async () => {
    const { sent } = api();
    const { user, dialog } = await openNewCode();
    const form = within(dialog);
    await user.type(form.getByLabelText('Code'), 'SUMMER');
    await user.click(form.getByRole('radio', { name: 'Euros off' }));
    await user.type(form.getByLabelText('Amount in euros'), '7,50');
    await user.type(form.getByLabelText('Starts'), '2026-07-01T10:00');
    await user.type(form.getByLabelText('Ends'), '2026-08-31T23:59');
    await user.click(form.getByRole('button', { name: 'Create code' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({
      percentOff: null,
      amountOffCents: 750,
      // Summer time in Barcelona is UTC+2.
      startsAt: '2026-07-01T08:00:00.000Z',
      endsAt: '2026-08-31T21:59:00.000Z',
    });
  });

  it('says under each field what is wrong before sending anything', async () => {
    const { sent } = api();
    const { user, dialog } = await openNewCode();
    const form = within(dialog);
    await user.type(form.getByLabelText('Code'), 'no spaces');
    await user.type(form.getByLabelText('Starts'), '2026-07-02T10:00');
    await user.type(form.getByLabelText('Ends'), '2026-07-01T10:00');
    await user.type(form.getByLabelText('Minimum party'), '30');
    await user.click(form.getByRole('radio', { name: 'Only the activities I choose' }));
    await user.click(form.getByRole('button', { name: 'Create code' }));

    expect(await form.findByText(PROMO_CODE_MESSAGES.codeShape)).toBeInTheDocument();
    expect(form.getByLabelText('Code')).toHaveAccessibleDescription(PROMO_CODE_MESSAGES.codeShape);
    expect(form.getByLabelText('Percentage (1-100)')).toHaveAccessibleDescription(
      PROMO_CODE_MESSAGES.percentOff,
    );
    expect(form.getByLabelText('Ends')).toHaveAccessibleDescription(PROMO_CODE_MESSAGES.window);
    expect(form.getByLabelText('Minimum party')).toHaveAccessibleDescription(PROMO_CODE_MESSAGES.minParty);
    expect(form.getByText(PROMO_CODE_MESSAGES.chooseActivities)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('puts the server’s “code taken” on the code field, and keeps the dialog open', async () => {
    api([], (url, init) =>
      url === '/api/host/codes' && init?.method === 'POST'
        ? Response.json(
            {
              error: {
                code: 'conflict',
                message: PROMO_CODE_MESSAGES.codeTaken,
                messageKey: 'promoCodes.codeTaken',
              },
            },
            { status: 409 },
          )
        : undefined,
    );
    const { user, dialog } = await openNewCode();
    const form = within(dialog);
    await user.type(form.getByLabelText('Code'), 'TAKEN');
    await user.type(form.getByLabelText('Percentage (1-100)'), '10');
    await user.click(form.getByRole('button', { name: 'Create code' }));

    await waitFor(() =>
      expect(form.getByLabelText('Code')).toHaveAccessibleDescription(PROMO_CODE_MESSAGES.codeTaken),
    );
    expect(screen.getByRole('dialog', { name: 'New code' })).toBeInTheDocument();
  });

  it('changes an unused code from its own values', async () => {
    const { sent } = api([createPromoCode({ code: 'FRIENDS10', percentOff: 10, totalLimit: 5 })]);
    const user = userEvent.setup();
    renderApp('/host/codes');
    await user.click(within(await card('FRIENDS10')).getByRole('button', { name: 'Edit' }));
    const form = within(await screen.findByRole('dialog', { name: 'Edit FRIENDS10' }));
    expect(form.getByLabelText('Code')).toHaveValue('FRIENDS10');
    expect(form.getByLabelText('Total uses')).toHaveValue('5');
    await user.clear(form.getByLabelText('Percentage (1-100)'));
    await user.type(form.getByLabelText('Percentage (1-100)'), '15');
    await user.click(form.getByRole('button', { name: 'Save changes' }));

    expect(await findToast('FRIENDS10 was changed.')).toBeInTheDocument();
    expect(sent).toMatchObject([
      {
        method: 'PUT',
        path: '/api/host/codes/code-1',
        body: { code: 'FRIENDS10', percentOff: 15, totalLimit: 5 },
      },
    ]);
    expect(within(await card('FRIENDS10')).getByText('15% off')).toBeInTheDocument();
  });

  it('pauses a code and resumes it', async () => {
    const { sent } = api([createPromoCode({ code: 'FRIENDS10', editable: false, uses: 2 })]);
    const user = userEvent.setup();
    renderApp('/host/codes');
    await user.click(within(await card('FRIENDS10')).getByRole('button', { name: 'Pause' }));

    expect(
      await findToast('FRIENDS10 is paused: guests cannot use it until you resume it.'),
    ).toBeInTheDocument();
    const paused = within(await card('FRIENDS10'));
    expect(paused.getByText('Paused')).toBeInTheDocument();
    await user.click(paused.getByRole('button', { name: 'Resume' }));
    expect(await findToast('FRIENDS10 is live again.')).toBeInTheDocument();
    expect(sent.map((request) => request.path)).toEqual([
      '/api/host/codes/code-1/pause',
      '/api/host/codes/code-1/resume',
    ]);
  });

  it('offers the first code when there is none', async () => {
    api([]);
    renderApp('/host/codes');
    expect(await screen.findByRole('heading', { name: 'No codes yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New code' })).toBeInTheDocument();
  });
});
