import type { ActivityQuestions, Question } from '@sortim/contracts/booking-questions';
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  bodyOf,
  bookingPanel,
  callsTo,
  checkoutAccepted,
  mockBookingApi,
  stubLocationAssign,
} from '#/test/booking-page.ts';
import { renderApp } from '#/test/render.tsx';

/*
 * The booking step's questions (issue 37): asked before paying, per guest for every person of the party,
 * conditional ones appearing as their answer is given, health answers only with the ticked consent; the
 * checkout carries the answers, and a missing one is named on its field before anything is sent.
 */

const question = (over: Partial<Question> & { id: string; label: string }): Question => ({
  kind: 'short_text',
  scope: 'guest',
  options: [],
  required: true,
  health: false,
  showWhen: null,
  preset: null,
  ...over,
});

const QUESTIONS: ActivityQuestions = {
  cutoffHours: 24,
  questions: [
    question({ id: 'q-allergies', label: 'Allergies', kind: 'long_text', health: true }),
    question({ id: 'q-level', label: 'Level', kind: 'one_choice', options: ['Beginner', 'Advanced'] }),
    question({ id: 'q-kids', label: 'Bringing children?', kind: 'yes_no', scope: 'booking' }),
    question({
      id: 'q-ages',
      label: 'Their ages',
      scope: 'booking',
      showWhen: { question: 2, equals: 'yes' },
    }),
  ],
};

function mockWithQuestions() {
  return mockBookingApi({
    extra: (url, init) => {
      if (url === '/api/activities/act-1/questions') return Response.json(QUESTIONS);
      if (url === '/api/checkout' && init?.method === 'POST') return checkoutAccepted();
      return undefined;
    },
  });
}

describe('the booking step’s questions', () => {
  it('asks each guest, shows a conditional question when it applies, and sends the answers with consent', async () => {
    const fetchMock = mockWithQuestions();
    const assign = stubLocationAssign();
    renderApp('/activity/act-1');
    const area = await bookingPanel();
    await userEvent.selectOptions(await area.findByRole('combobox', { name: 'Number of people' }), '2');

    const guests = await area.findAllByRole('group', { name: /^Guest \d$/ });
    expect(guests).toHaveLength(2);
    const allergies = area.getAllByRole('textbox', { name: /Allergies/ });
    await userEvent.type(allergies[0] as HTMLElement, 'Nuts');
    await userEvent.type(allergies[1] as HTMLElement, 'None');
    const levels = area.getAllByRole('combobox', { name: 'Level' });
    await userEvent.selectOptions(levels[0] as HTMLElement, 'Beginner');
    await userEvent.selectOptions(levels[1] as HTMLElement, 'Advanced');

    expect(area.queryByRole('textbox', { name: 'Their ages' })).not.toBeInTheDocument();
    await userEvent.selectOptions(area.getByRole('combobox', { name: 'Bringing children?' }), 'yes');
    await userEvent.type(area.getByRole('textbox', { name: 'Their ages' }), '7 and 9');

    await userEvent.click(
      area.getByRole('checkbox', { name: /my health information|health information I give/ }),
    );
    await userEvent.click(area.getByRole('button', { name: 'Book Now' }));

    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(bodyOf(fetchMock, '/api/checkout')).toMatchObject({
      answers: {
        booking: { 'q-kids': 'yes', 'q-ages': '7 and 9' },
        guests: [
          { 'q-allergies': 'Nuts', 'q-level': 'Beginner' },
          { 'q-allergies': 'None', 'q-level': 'Advanced' },
        ],
        healthConsent: true,
      },
    });
  });

  it('names each missing answer and the missing consent, and sends nothing', async () => {
    const fetchMock = mockWithQuestions();
    renderApp('/activity/act-1');
    const area = await bookingPanel();
    await userEvent.type(await area.findByRole('textbox', { name: /Allergies/ }), 'Nuts');
    await userEvent.click(area.getByRole('button', { name: 'Book Now' }));

    expect(await area.findByText('Please check the answers above.')).toBeInTheDocument();
    expect(area.getByRole('combobox', { name: 'Level' })).toHaveAccessibleDescription(
      'Please answer this question',
    );
    expect(area.getByRole('checkbox', { name: /health information/ })).toHaveAccessibleDescription(
      'Please agree to share your health information with the host',
    );
    expect(callsTo(fetchMock, '/api/checkout')).toHaveLength(0);
  });
});
