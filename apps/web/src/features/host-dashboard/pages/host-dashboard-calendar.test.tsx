import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  calendar,
  calls,
  FEED,
  mockHost,
  openCalendar,
} from '#/features/host-dashboard/pages/host-dashboard-test-setup.ts';
import { renderApp } from '#/test/render.tsx';
import { findToast, toastDescription } from '#/test/toasts.ts';

describe('/host-dashboard', () => {
  describe('calendar sync', () => {
    it('starts compact: the status and two closed parts, each opening in place by keyboard', async () => {
      mockHost();
      const user = userEvent.setup();
      renderApp('/host-dashboard');

      expect(await screen.findByText('No calendar connected')).toBeInTheDocument();
      const importToggle = screen.getByRole('button', { name: 'Import from your calendar' });
      const exportToggle = screen.getByRole('button', { name: 'Your activities in your calendar' });
      expect(importToggle).toHaveAttribute('aria-expanded', 'false');
      expect(exportToggle).toHaveAttribute('aria-expanded', 'false');
      // The parts keep the headings a screen reader jumps between.
      expect(
        screen.getByRole('heading', { level: 3, name: 'Import from your calendar' }),
      ).toBeInTheDocument();
      expect(screen.queryByLabelText('Calendar URL (.ics)')).not.toBeInTheDocument();
      expect(screen.queryByLabelText('Your private calendar feed')).not.toBeInTheDocument();

      importToggle.focus();
      await user.keyboard('{Enter}');
      expect(importToggle).toHaveAttribute('aria-expanded', 'true');
      const importPart = screen.getByRole('region', { name: 'Import from your calendar' });
      expect(importToggle).toHaveAttribute('aria-controls', importPart.id);
      expect(within(importPart).getByLabelText('Calendar URL (.ics)')).toBeInTheDocument();
      expect(within(importPart).getByRole('button', { name: 'Connect Calendar' })).toBeInTheDocument();

      // The parts' buttons are one group: the arrow keys move between them.
      importToggle.focus();
      await user.keyboard('{ArrowDown}');
      expect(exportToggle).toHaveFocus();
      await user.keyboard(' ');
      expect(exportToggle).toHaveAttribute('aria-expanded', 'true');
      expect(
        within(screen.getByRole('region', { name: 'Your activities in your calendar' })).getByLabelText(
          'Your private calendar feed',
        ),
      ).toHaveValue(FEED);

      await user.click(importToggle);
      expect(importToggle).toHaveAttribute('aria-expanded', 'false');
      await waitFor(() => expect(screen.queryByLabelText('Calendar URL (.ics)')).not.toBeInTheDocument());
    });

    it('a connected calendar shows its status, Sync now and Disconnect without opening anything', async () => {
      mockHost({
        'GET /api/host/calendar': () =>
          Response.json(
            calendar({
              icsUrl: 'https://calendar.google.com/calendar/ical/secret-1/basic.ics',
              filterTag: '#sortim',
              lastSyncedAt: '2026-03-20T17:05:00.000Z',
            }),
          ),
      });
      const user = userEvent.setup();
      renderApp('/host-dashboard');

      expect(await screen.findByText('Connected to calendar.google.com')).toBeInTheDocument();
      expect(
        screen.getByText(/^Friday, March 20th(, 2026)? · 18:05 \(Barcelona time\)$/),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Sync now' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Disconnect' })).toBeInTheDocument();
      // The secret address stays in the import part until asked for.
      expect(screen.queryByText(/secret-1/)).not.toBeInTheDocument();

      await openCalendar(user, 'import');
      const importPart = screen.getByRole('region', { name: 'Import from your calendar' });
      expect(importPart).toHaveTextContent('https://calendar.google.com/calendar/ical/secret-1/basic.ics');
      expect(importPart).toHaveTextContent('#sortim');
    });

    it('asks for the .ics address before connecting', async () => {
      const fetchMock = mockHost();
      const user = userEvent.setup();
      renderApp('/host-dashboard');

      await openCalendar(user, 'import');
      await user.click(screen.getByRole('button', { name: 'Connect Calendar' }));
      expect(await screen.findByText('Please enter your calendar .ics URL')).toBeInTheDocument();
      expect(screen.getByLabelText('Calendar URL (.ics)')).toHaveAttribute('aria-invalid', 'true');
      expect(calls(fetchMock, 'PUT', '/api/host/calendar')).toHaveLength(0);
    });

    it('connects, says how many events came in, then shows the calendar with Sync now and Disconnect', async () => {
      const fetchMock = mockHost({
        'PUT /api/host/calendar': (init) => {
          const body = JSON.parse(String(init?.body)) as { icsUrl: string; filterTag: string | null };
          return Response.json(
            calendar({
              icsUrl: body.icsUrl,
              filterTag: body.filterTag,
              lastSyncedAt: '2026-03-20T17:05:00.000Z',
              imported: 3,
            }),
          );
        },
        'POST /api/host/calendar/sync': () =>
          Response.json(
            calendar({
              icsUrl: 'https://cal.example/me.ics',
              filterTag: '#sortim',
              lastSyncedAt: '2026-03-21T09:00:00.000Z',
              imported: 1,
            }),
          ),
        'DELETE /api/host/calendar': () => Response.json(calendar()),
      });
      const user = userEvent.setup();
      renderApp('/host-dashboard');

      await openCalendar(user, 'import');
      await user.type(screen.getByLabelText('Calendar URL (.ics)'), 'https://cal.example/me.ics');
      await user.type(screen.getByLabelText('Filter tag (optional)'), '#sortim');
      await user.click(screen.getByRole('button', { name: 'Connect Calendar' }));

      expect(await toastDescription('Calendar connected')).toBe('3 events imported as drafts');
      expect(JSON.parse(String(calls(fetchMock, 'PUT', '/api/host/calendar')[0]?.[1]?.body))).toEqual({
        icsUrl: 'https://cal.example/me.ics',
        filterTag: '#sortim',
      });
      // The import part stays open: it now shows the calendar it reads.
      expect(screen.getByText('Connected to cal.example')).toBeInTheDocument();
      expect(screen.getByText('https://cal.example/me.ics')).toBeInTheDocument();
      // 17:05 UTC is 18:05 in Barcelona (winter time).
      expect(
        screen.getByText(/^Friday, March 20th(, 2026)? · 18:05 \(Barcelona time\)$/),
      ).toBeInTheDocument();
      expect(screen.queryByLabelText('Calendar URL (.ics)')).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Sync now' }));
      expect(await toastDescription('Calendar synced')).toBe('1 event imported as a draft');
      expect(
        screen.getByText(/^Saturday, March 21st(, 2026)? · 10:00 \(Barcelona time\)$/),
      ).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Disconnect' }));
      expect(await findToast('Calendar disconnected')).toBeInTheDocument();
      expect(await screen.findByLabelText('Calendar URL (.ics)')).toHaveValue('');
    });

    it('says when the last sync was cut short or skipped events, until a sync brings everything in', async () => {
      const connected = {
        icsUrl: 'https://cal.example/me.ics',
        filterTag: null,
        lastSyncedAt: '2026-03-21T09:00:00.000Z',
      };
      const syncs = [
        calendar({ ...connected, imported: 40, lastImport: { events: 40, cutShort: 'time', unreadable: 0 } }),
        calendar({ ...connected, imported: 2, lastImport: { events: 42, cutShort: null, unreadable: 0 } }),
      ];
      mockHost({
        // The hourly sync stopped at the drafts limit and skipped two events.
        'GET /api/host/calendar': () =>
          Response.json(
            calendar({ ...connected, lastImport: { events: 500, cutShort: 'drafts', unreadable: 2 } }),
          ),
        'POST /api/host/calendar/sync': () => Response.json(syncs.shift()),
      });
      const user = userEvent.setup();
      renderApp('/host-dashboard');

      // A live region that stays in the page, so the next sync's outcome is read out.
      const notice = (await screen.findByText('Not every event was imported')).closest(
        '[role="status"]',
      ) as HTMLElement;
      expect(notice).toHaveTextContent(
        'Your calendar has more upcoming events than one sync brings in: the first 500 were imported. ' +
          'Later ones will be imported as their dates come closer.',
      );
      expect(notice).toHaveTextContent(
        '2 events could not be read and were skipped: check how they repeat in your calendar.',
      );

      await user.click(screen.getByRole('button', { name: 'Sync now' }));
      await waitFor(() =>
        expect(notice).toHaveTextContent(
          'Your calendar took too long to read in full: the first 40 events were imported. ' +
            'Later ones will be imported as their dates come closer.',
        ),
      );
      expect(notice).not.toHaveTextContent('could not be read');

      await user.click(screen.getByRole('button', { name: 'Sync now' }));
      await waitFor(() => expect(screen.queryByText('Not every event was imported')).not.toBeInTheDocument());
      expect(notice).toBeEmptyDOMElement();
    });

    it("says 'Connection failed' with the server's reason", async () => {
      mockHost({
        'PUT /api/host/calendar': () =>
          Response.json(
            { error: { code: 'bad_gateway', message: 'The calendar could not be fetched' } },
            { status: 502 },
          ),
      });
      const user = userEvent.setup();
      renderApp('/host-dashboard');

      await openCalendar(user, 'import');
      await user.type(screen.getByLabelText('Calendar URL (.ics)'), 'https://cal.example/me.ics');
      await user.click(screen.getByRole('button', { name: 'Connect Calendar' }));

      expect(await toastDescription('Connection failed')).toBe('The calendar could not be fetched');
      expect(screen.getByLabelText('Calendar URL (.ics)')).toHaveValue('https://cal.example/me.ics');
    });

    it('copies the private feed address and explains how to subscribe', async () => {
      mockHost();
      const user = userEvent.setup();
      renderApp('/host-dashboard');

      await openCalendar(user, 'export');
      const feed = screen.getByLabelText('Your private calendar feed');
      expect(feed).toHaveValue(FEED);
      expect(screen.getByText(/'From URL'/)).toBeInTheDocument();
      expect(screen.getByText(/'New Calendar Subscription'/)).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Copy' }));
      expect(await findToast('Feed address copied')).toBeInTheDocument();
      expect(await navigator.clipboard.readText()).toBe(FEED);
    });

    it('creates a new feed address after saying the old one stops working', async () => {
      const fetchMock = mockHost({
        'POST /api/host/calendar/feed': () =>
          Response.json(calendar({ feedUrl: 'https://sortim.example/api/calendar/feed/tok-2.ics' })),
      });
      const user = userEvent.setup();
      renderApp('/host-dashboard');

      await openCalendar(user, 'export');
      await user.click(screen.getByRole('button', { name: 'Create a new address' }));
      const dialog = await screen.findByRole('dialog', { name: 'Create a new feed address?' });
      expect(dialog).toHaveTextContent('The current address stops working at once.');
      expect(calls(fetchMock, 'POST', '/api/host/calendar/feed')).toHaveLength(0);

      await user.click(within(dialog).getByRole('button', { name: 'Create new address' }));
      expect(
        await findToast('A new feed address was created; the old one no longer works'),
      ).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.getByLabelText('Your private calendar feed')).toHaveValue(
        'https://sortim.example/api/calendar/feed/tok-2.ics',
      );
    });
  });
});
