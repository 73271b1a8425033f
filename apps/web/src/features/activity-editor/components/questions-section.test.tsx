import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuestionsSection } from '#/features/activity-editor/components/questions-section.tsx';
import { mockApi, renderWithProviders, signedIn } from '#/test/render.tsx';

/*
 * 'Questions for guests' in the activity editor (issue 37): a ready-made question added in the host's
 * language, an own question with its options, the health notice, and one save of the
 * whole list (PUT /api/host/activities/:id/questions); a list the contract refuses is named on its field
 * and not sent.
 */

const URL = '/api/host/activities/act-1/questions';

function mockQuestionsApi() {
  return mockApi(signedIn(['host']), (url, init) => {
    if (url !== URL) return undefined;
    if (init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { questions: object[]; cutoffHours: number };
      return Response.json({
        cutoffHours: body.cutoffHours,
        questions: body.questions.map((q, i) => ({ id: `q-${i}`, ...q })),
      });
    }
    return Response.json({ questions: [], cutoffHours: 24 });
  });
}

const section = async () => within(await screen.findByRole('region', { name: 'Questions for guests' }));

describe('QuestionsSection', () => {
  it('adds a ready-made health question and an own required choice, and saves the list', async () => {
    const fetchMock = mockQuestionsApi();
    renderWithProviders(<QuestionsSection activityId="act-1" />);
    const area = await section();
    expect(area.getByText(/deleted automatically 30 days after the activity/)).toBeInTheDocument();
    expect(await area.findByText(/No questions yet/)).toBeInTheDocument();

    await userEvent.selectOptions(
      area.getByRole('combobox', { name: 'Add a ready-made question' }),
      'dietary',
    );
    await userEvent.click(area.getByRole('button', { name: 'Add' }));
    const first = area.getByRole('group', { name: 'Question 1' });
    expect(within(first).getByRole('textbox', { name: /Question/ })).toHaveValue(
      'Dietary needs and allergies',
    );
    expect(within(first).getByRole('checkbox', { name: /Health information/ })).toBeChecked();
    expect(within(first).getByRole('combobox', { name: 'Asked' })).toHaveValue('guest');

    await userEvent.click(area.getByRole('button', { name: 'Write your own question' }));
    const second = area.getByRole('group', { name: 'Question 2' });
    await userEvent.type(within(second).getByRole('textbox', { name: /Question/ }), 'Level');
    await userEvent.selectOptions(
      within(second).getByRole('combobox', { name: 'Kind of answer' }),
      'one_choice',
    );
    await userEvent.selectOptions(within(second).getByRole('combobox', { name: 'Asked' }), 'guest');
    await userEvent.type(within(second).getByRole('textbox', { name: /Options/ }), 'Beginner{Enter}Advanced');
    await userEvent.click(within(second).getByRole('checkbox', { name: 'Required' }));

    await userEvent.click(area.getByRole('button', { name: 'Save questions' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({
      cutoffHours: 24,
      questions: [
        {
          label: 'Dietary needs and allergies',
          kind: 'long_text',
          scope: 'guest',
          health: true,
          required: true,
        },
        {
          label: 'Level',
          kind: 'one_choice',
          scope: 'guest',
          options: ['Beginner', 'Advanced'],
          required: true,
        },
      ],
    });
  });

  it('names a choice without enough options on its field and sends nothing', async () => {
    const fetchMock = mockQuestionsApi();
    renderWithProviders(<QuestionsSection activityId="act-1" />);
    const area = await section();
    await area.findByText(/No questions yet/);
    await userEvent.click(area.getByRole('button', { name: 'Write your own question' }));
    await userEvent.type(area.getByRole('textbox', { name: /Question/ }), 'T-shirt colour');
    await userEvent.selectOptions(area.getByRole('combobox', { name: 'Kind of answer' }), 'one_choice');
    await userEvent.type(area.getByRole('textbox', { name: /Options/ }), 'Red');
    await userEvent.click(area.getByRole('button', { name: 'Save questions' }));

    expect(await area.findByText('Give at least 2 options')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });
});
