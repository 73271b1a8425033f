import {
  type AbTestResult,
  ANALYTICS_REFRESH_MS,
  type AnalyticsOverview,
  type AnalyticsTrends,
  type DailyAnalyticsRow,
} from '@sortim/contracts/analytics-report';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { abTestResultQuery } from '#/features/admin/analytics/api/analytics-ab-test.ts';
import { analyticsOverviewQuery } from '#/features/admin/analytics/api/analytics-overview.ts';
import { analyticsTrendsQuery } from '#/features/admin/analytics/api/analytics-trends.ts';
import { today } from '#/lib/today.ts';
import { deferred, mockApi, renderApp, signedIn } from '#/test/render.tsx';

const OVERVIEW_URL = '/api/admin/analytics/overview';
const TRENDS_URL = '/api/admin/analytics/trends';
const AB_TEST_URL = '/api/admin/analytics/ab-test';

function overview(overrides: Partial<AnalyticsOverview> = {}): AnalyticsOverview {
  return {
    uniqueVisitors7d: 1240,
    uniqueVisitors30d: 4815,
    checkoutsStarted7d: 96,
    paidBookings7d: 32,
    conversionRate: 33.3,
    topCategories: [
      { category: 'Taste & Cook', paidBookings: 12 },
      { category: 'Outdoor & Adventure', paidBookings: 9 },
      { category: 'Arts & Crafts', paidBookings: 1 },
    ],
    returningUsers: 57,
    ...overrides,
  };
}

const day = (date: string, overrides: Partial<DailyAnalyticsRow> = {}): DailyAnalyticsRow => ({
  date,
  uniqueVisitors: 180,
  checkoutsStarted: 12,
  checkoutsCompleted: 4,
  conversionRate: 33.3,
  ...overrides,
});

const trends = (): AnalyticsTrends => ({
  days: [
    day('2026-03-02', {
      uniqueVisitors: 1204,
      checkoutsStarted: 16,
      checkoutsCompleted: 5,
      conversionRate: 31.3,
    }),
    day('2026-03-03'),
    day('2026-03-04'),
    day('2026-03-05'),
    day('2026-03-06'),
    day('2026-03-07'),
    day('2026-03-08', { uniqueVisitors: 95, checkoutsStarted: 0, checkoutsCompleted: 0, conversionRate: 0 }),
  ],
});

function abTest(overrides: Partial<AbTestResult> = {}): AbTestResult {
  return {
    variants: [
      { group: 'variant_a', users: 1510, checkoutsStarted: 400, paidBookings: 80, conversionRate: 20 },
      { group: 'variant_b', users: 1488, checkoutsStarted: 410, paidBookings: 95, conversionRate: 23.2 },
    ],
    difference: 3.2,
    zScore: 1.1,
    pValue: 0.27,
    significant: false,
    neededPerVariant: 2640,
    ...overrides,
  };
}

type Answers = Partial<Record<string, () => Response | Promise<Response>>>;

function mockAnalytics(answers: Answers = {}) {
  const defaults: Answers = {
    [OVERVIEW_URL]: () => Response.json(overview()),
    [TRENDS_URL]: () => Response.json(trends()),
    [AB_TEST_URL]: () => Response.json(abTest()),
  };
  return mockApi(signedIn(['user', 'admin']), (url) => (answers[url] ?? defaults[url])?.());
}

const failure = () => Response.json({ error: { code: 'internal', message: 'Boom' } }, { status: 500 });
const callsTo = (fetchMock: ReturnType<typeof mockApi>, url: string) =>
  fetchMock.mock.calls.filter(([input]) => input === url).length;

/** The value of a stat card, found by its name. */
function stat(name: string) {
  const term = screen.getByText(name, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

const openTab = async (name: string) => userEvent.click(await screen.findByRole('tab', { name }));

// jsdom lays nothing out: give the charts' containers a size so recharts draws them (and does not warn).
beforeEach(() => {
  const measure = HTMLElement.prototype.getBoundingClientRect;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('recharts-responsive-container')
      ? DOMRect.fromRect({ width: 640, height: 256 })
      : measure.call(this);
  });
});

describe('/admin/analytics', () => {
  it('opens on Overview with the four tabs, under a way back to the dashboard', async () => {
    mockAnalytics();
    renderApp('/admin/analytics');
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Trends',
      'A/B Testing',
      'Revenue',
    ]);
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: 'Back to Admin Dashboard' })).toHaveAttribute('href', '/admin');
  });

  it('shows the overview numbers, the conversion rate to one decimal and the top categories', async () => {
    mockAnalytics();
    renderApp('/admin/analytics');
    await screen.findByText('Unique Visitors (7 days)');
    expect(stat('Unique Visitors (7 days)')).toBe('1,240');
    expect(stat('Unique Visitors (30 days)')).toBe('4,815');
    expect(stat('Checkouts Started')).toBe('96');
    expect(stat('Paid Bookings')).toBe('32');
    expect(stat('Conversion Rate')).toBe('33.3%');
    expect(stat('Returning Users')).toBe('57');
    expect(
      screen.getByRole('img', {
        name: 'Top categories by paid bookings in the last 7 days: Taste & Cook, 12 paid bookings; Outdoor & Adventure, 9 paid bookings; Arts & Crafts, 1 paid booking',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Last updated \d{2}:\d{2}/)).toBeInTheDocument();
  });

  it.each([
    [12, '12.0%'],
    [0, '0.0%'],
    [66.7, '66.7%'],
  ])('writes a conversion rate of %d as %s', async (conversionRate, text) => {
    mockAnalytics({ [OVERVIEW_URL]: () => Response.json(overview({ conversionRate })) });
    renderApp('/admin/analytics');
    await screen.findByText('Conversion Rate');
    expect(stat('Conversion Rate')).toBe(text);
  });

  it('says so when no category has a paid booking this week', async () => {
    mockAnalytics({ [OVERVIEW_URL]: () => Response.json(overview({ topCategories: [] })) });
    renderApp('/admin/analytics');
    expect(await screen.findByText('No paid bookings in the last 7 days yet.')).toBeInTheDocument();
  });

  it('shows the 7 days of trends as a chart and a table', async () => {
    // The days are this year's, so written without their year.
    vi.spyOn(today, 'date').mockReturnValue(new Date('2026-03-09T10:00:00Z'));
    mockAnalytics();
    renderApp('/admin/analytics');
    await openTab('Trends');

    const table = await screen.findByRole('table', { name: 'Daily trends, oldest day first' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Date', 'Unique Visitors', 'Checkouts Started', 'Completed', 'Conversion']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(7);
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1,204', '16', '5', '31.3%']);
    expect(within(rows[0] as HTMLElement).getByRole('rowheader')).toHaveTextContent('Mon Mar 2');
    expect(rows[6]).toHaveTextContent('Sun Mar 895000.0%');
    const chart = screen.getByRole('img', {
      name: /^Daily unique visitors, checkouts started and checkouts completed from Mon, Mar 2 to Sun, Mar 8/,
    });
    // One chart per measure, each with one y-axis: visitors, then checkouts (started and completed).
    expect(chart.querySelectorAll('.recharts-wrapper')).toHaveLength(2);
    expect(chart.querySelectorAll('.recharts-yAxis')).toHaveLength(2);
    expect(chart).toHaveTextContent(/^Visitors.*Checkouts/);
  });

  it('shows an empty state when the rollup has no days yet', async () => {
    mockAnalytics({ [TRENDS_URL]: () => Response.json({ days: [] }) });
    renderApp('/admin/analytics?tab=trends');
    expect(await screen.findByRole('heading', { name: 'No daily trends yet' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('compares the variants and says when the difference is not yet significant, with the sample it needs', async () => {
    mockAnalytics();
    renderApp('/admin/analytics');
    await openTab('A/B Testing');

    const table = await screen.findByRole('table', { name: 'Variant A against variant B' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Metric', 'Variant A — standard', 'Variant B — flame + Best Price!']);
    const row = (name: string) =>
      within(within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(row('Users')).toEqual(['1,510', '1,488']);
    expect(row('Checkouts started')).toEqual(['400', '410']);
    expect(row('Paid bookings')).toEqual(['80', '95']);
    expect(row('Conversion')).toEqual(['20.0%', '23.2%']);

    expect(screen.getByText('+3.2 points')).toBeInTheDocument();
    expect(screen.getByText('Not yet significant')).toBeInTheDocument();
    expect(screen.getByText(/About 2,640 checkouts per variant are needed/)).toHaveTextContent(
      'About 2,640 checkouts per variant are needed (p = 0.270)',
    );
    expect(screen.queryByText(/Statistically significant/)).not.toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: 'Conversion by variant: Variant A — standard 20.0%, Variant B — flame + Best Price! 23.2%',
      }),
    ).toBeInTheDocument();
  });

  it('says when the difference is statistically significant, with its p-value', async () => {
    mockAnalytics({
      [AB_TEST_URL]: () =>
        Response.json(abTest({ difference: -4.5, zScore: -2.5, pValue: 0.0124, significant: true })),
    });
    renderApp('/admin/analytics?tab=ab-test');
    expect(await screen.findByText('Statistically significant (p = 0.012)')).toBeInTheDocument();
    expect(screen.getByText('\u22124.5 points')).toBeInTheDocument();
    expect(screen.queryByText('Not yet significant')).not.toBeInTheDocument();
    expect(screen.queryByText(/checkouts per variant are needed/)).not.toBeInTheDocument();
  });

  it("writes a tiny p-value as 'p < 0.001', and says when there is no difference to test", async () => {
    mockAnalytics({
      [AB_TEST_URL]: () => Response.json(abTest({ pValue: 0.00001, significant: true })),
    });
    const { unmount } = renderApp('/admin/analytics?tab=ab-test');
    expect(await screen.findByText('Statistically significant (p < 0.001)')).toBeInTheDocument();
    unmount();

    mockAnalytics({
      [AB_TEST_URL]: () =>
        Response.json(
          abTest({
            variants: [],
            difference: 0,
            zScore: null,
            pValue: null,
            significant: false,
            neededPerVariant: null,
          }),
        ),
    });
    renderApp('/admin/analytics?tab=ab-test');
    expect(await screen.findByText('Not yet significant')).toBeInTheDocument();
    expect(screen.getByText(/there is no difference to test yet/)).toBeInTheDocument();
    // A variant nobody is in yet shows zeros.
    const table = screen.getByRole('table', { name: 'Variant A against variant B' });
    expect(within(table).getAllByText('0.0%')).toHaveLength(2);
  });

  it('refreshes every 60 seconds', async () => {
    expect(analyticsOverviewQuery.refetchInterval).toBe(ANALYTICS_REFRESH_MS);
    expect(analyticsTrendsQuery.refetchInterval).toBe(ANALYTICS_REFRESH_MS);
    expect(abTestResultQuery.refetchInterval).toBe(ANALYTICS_REFRESH_MS);
    expect(ANALYTICS_REFRESH_MS).toBe(60_000);

    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let visitors = 1240;
      const fetchMock = mockAnalytics({
        [OVERVIEW_URL]: () => Response.json(overview({ uniqueVisitors7d: visitors })),
      });
      renderApp('/admin/analytics');
      await screen.findByText('Unique Visitors (7 days)');
      expect(callsTo(fetchMock, OVERVIEW_URL)).toBe(1);

      visitors = 1300;
      await act(() => vi.advanceTimersByTimeAsync(ANALYTICS_REFRESH_MS - 1000));
      expect(callsTo(fetchMock, OVERVIEW_URL)).toBe(1);
      await act(() => vi.advanceTimersByTimeAsync(1000));
      await waitFor(() => expect(stat('Unique Visitors (7 days)')).toBe('1,300'));
      expect(callsTo(fetchMock, OVERVIEW_URL)).toBe(2);
      // Only the open tab asks the server.
      expect(callsTo(fetchMock, TRENDS_URL)).toBe(0);
      expect(callsTo(fetchMock, AB_TEST_URL)).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows 'Failed to load analytics' with Retry, which loads the numbers", async () => {
    let fail = true;
    mockAnalytics({ [OVERVIEW_URL]: () => (fail ? failure() : Response.json(overview())) });
    renderApp('/admin/analytics');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Failed to load analytics' })).toBeInTheDocument();

    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Unique Visitors (7 days)')).toBeInTheDocument();
    expect(stat('Conversion Rate')).toBe('33.3%');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the numbers on screen when a refresh fails, and says how old they are', async () => {
    let fail = false;
    mockAnalytics({ [TRENDS_URL]: () => (fail ? failure() : Response.json(trends())) });
    renderApp('/admin/analytics?tab=trends');
    await screen.findByRole('table');

    fail = true;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(
      await screen.findByText(/^Couldn't refresh: showing the numbers from \d{2}:\d{2}\.$/),
    ).toBeInTheDocument();
    expect(screen.getByRole('table')).toBeInTheDocument();

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/^Last updated/)).toBeInTheDocument();
  });

  it('shows a loading state while the numbers are on their way', async () => {
    const pending = deferred<Response>();
    mockAnalytics({ [OVERVIEW_URL]: () => pending.promise });
    renderApp('/admin/analytics');
    const status = await screen.findByText('Loading analytics...');
    expect(status).toHaveAttribute('role', 'status');
    expect(status.closest('[aria-busy="true"]')?.querySelector('[data-slot="skeleton"]')).toBeInTheDocument();
    pending.resolve(Response.json(overview()));
    expect(await screen.findByText('Unique Visitors (7 days)')).toBeInTheDocument();
  });

  it('keeps the open tab in the address', async () => {
    mockAnalytics();
    const { router } = renderApp('/admin/analytics');
    await openTab('A/B Testing');
    expect(router.state.location.search).toBe('?tab=ab-test');
    await openTab('Overview');
    expect(router.state.location.search).toBe('');
  });
});
