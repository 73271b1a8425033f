import { REPORT_MESSAGES } from '@sortim/contracts/reports';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { ReportButton } from '#/features/reports/components/report-button.tsx';
import { anonymous, mockApi, renderWithProviders, signedIn } from '#/test/render.tsx';
import { findToast } from '#/test/toasts.ts';

const reportCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([url]) => String(url) === '/api/reports');

function renderButton() {
  renderWithProviders(
    <MemoryRouter>
      <ReportButton targetType="review" targetId="rev-1" itemName="the review by Ana" />
    </MemoryRouter>,
  );
}

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Report the review by Ana' }));
  return within(await screen.findByRole('dialog', { name: 'Report' }));
}

describe('ReportButton', () => {
  it('sends the reason and the note, then thanks', async () => {
    const fetchMock = mockApi(signedIn(), (url) =>
      url === '/api/reports' ? Response.json({ id: 'rep-1' }, { status: 201 }) : undefined,
    );
    renderButton();
    const dialog = await openDialog();

    const reasons = await dialog.findByRole('radiogroup', { name: 'Reason' });
    expect(within(reasons).getAllByRole('radio')).toHaveLength(6);
    await userEvent.click(within(reasons).getByRole('radio', { name: 'Harassment' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Note (optional)' }), 'Insults in the review.');
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));

    expect(await dialog.findByText('Thanks, an admin will look at it.')).toBeInTheDocument();
    const [call] = reportCalls(fetchMock);
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      targetType: 'review',
      targetId: 'rev-1',
      reason: 'harassment',
      note: 'Insults in the review.',
    });
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks for a reason before sending anything', async () => {
    const fetchMock = mockApi(signedIn());
    renderButton();
    const dialog = await openDialog();
    await userEvent.click(await dialog.findByRole('button', { name: 'Send' }));
    expect(await dialog.findByText(REPORT_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(reportCalls(fetchMock)).toHaveLength(0);
  });

  it("shows the server's refusal of a second report", async () => {
    mockApi(signedIn(), (url) =>
      url === '/api/reports'
        ? Response.json(
            { error: { code: 'conflict', message: REPORT_MESSAGES.alreadyReported } },
            { status: 409 },
          )
        : undefined,
    );
    renderButton();
    const dialog = await openDialog();
    await userEvent.click(await dialog.findByRole('radio', { name: 'Spam' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    expect(await findToast(REPORT_MESSAGES.alreadyReported)).toBeInTheDocument();
    expect(dialog.queryByText('Thanks, an admin will look at it.')).not.toBeInTheDocument();
  });

  it('asks a signed-out visitor to sign in first', async () => {
    const fetchMock = mockApi(anonymous);
    renderButton();
    const dialog = await openDialog();
    expect(dialog.getByRole('link', { name: 'Sign in to report' })).toHaveAttribute('href', '/auth');
    expect(dialog.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(reportCalls(fetchMock)).toHaveLength(0);
  });
});
