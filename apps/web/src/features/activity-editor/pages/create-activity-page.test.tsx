import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fillEssentials,
  mockCreateApi,
  open,
  posted,
  progress,
  toStepTwo,
} from '#/features/activity-editor/pages/create-activity-test-setup.ts';
import { findToast, toastDescription } from '#/test/toasts.ts';

vi.mock('#/features/map/components/pin-picker-map.tsx', () => import('#/test/pin-picker-map-stand-in.tsx'));

describe('/create-activity', () => {
  // The page is a lazy route: load it up front, so no test waits for the import on a busy machine.
  beforeAll(() => import('#/features/activity-editor/pages/create-activity-page.tsx'), 30_000);

  it('walks the two steps: Continue only once the essentials are filled, Back keeps what was typed', async () => {
    mockCreateApi();
    const user = userEvent.setup();
    await open();

    expect(screen.getByRole('heading', { name: 'The Essentials' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveAttribute('aria-disabled', 'true');

    await fillEssentials(user, { address: '' });
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveAttribute('aria-disabled', 'true');
    await user.type(screen.getByLabelText('Address'), 'Carrer de Marià Labèrnia');
    expect(screen.getByRole('button', { name: 'Continue' })).not.toHaveAttribute('aria-disabled');

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Polish & Publish' })).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 2')).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByLabelText('Price per person (€)')).toHaveValue(10);
    expect(screen.getByLabelText('Capacity')).toHaveValue(10);
    expect(screen.getByLabelText('Level')).toHaveValue('All levels');
    expect(screen.getByText('Tip: groups of 8 to 12 people book fastest')).toBeInTheDocument();
    // The provider is named as the host's other pages name it (payout setup, the dashboard): Stripe.
    expect(screen.getByText('Card payments are processed securely via Stripe.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'The Essentials' })).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByLabelText('Title')).toHaveValue('Sunset hike to the bunkers');
    expect(screen.getByLabelText('Subtype')).toHaveValue('Go Hiking');
  });

  it('counts the title and description as they are typed, within their limits', async () => {
    mockCreateApi();
    const user = userEvent.setup();
    await open();
    expect(screen.getByLabelText('Title')).toHaveAttribute('maxlength', '100');
    expect(screen.getByLabelText('Description')).toHaveAttribute('maxlength', '1000');
    await user.type(screen.getByLabelText('Title'), 'Tapas');
    expect(screen.getByText('5/100')).toBeInTheDocument();
    expect(screen.getByText('0/1000')).toBeInTheDocument();
  });

  it.each([
    [true, false],
    [false, true],
  ])('with payouts enabled %s, shows the payment banner: %s', async (payoutsEnabled, shown) => {
    mockCreateApi({ payoutsEnabled });
    await open();
    await waitFor(() => expect(screen.queryByText('Payment setup incomplete') !== null).toBe(shown));
    if (shown) {
      expect(screen.getByText(/'Waitlist Only'/)).toHaveTextContent('until you connect your Stripe account');
      expect(screen.getByRole('link', { name: 'Set up payments on your dashboard' })).toHaveAttribute(
        'href',
        '/host-dashboard',
      );
    }
  });

  it('clears the subtype when the category changes, and offers that category’s subtypes', async () => {
    mockCreateApi();
    const user = userEvent.setup();
    await open();
    await user.selectOptions(screen.getByLabelText('Category'), 'Taste & Cook');
    await user.selectOptions(screen.getByLabelText('Subtype'), 'Taste Wine');
    await user.selectOptions(screen.getByLabelText('Category'), 'Be Active');
    expect(screen.getByLabelText('Subtype')).toHaveValue('');
    const subtypes = within(screen.getByLabelText('Subtype'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(subtypes).toContain('Do Yoga');
    expect(subtypes).not.toContain('Taste Wine');
  });

  it('marks the eight essentials required', async () => {
    mockCreateApi();
    await open();
    for (const label of [
      'Title',
      'Category',
      'Subtype',
      'Description',
      'Location name',
      'Address',
      'Start time',
      'End time',
    ]) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
  });

  it('names the essentials still missing under Continue, and takes the host to the first on press', async () => {
    mockCreateApi();
    const user = userEvent.setup();
    await open();

    await fillEssentials(user, { title: '', address: '' });
    const next = screen.getByRole('button', { name: 'Continue' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveAccessibleDescription('Still needed: Title and Address');
    await user.click(next);
    expect(screen.getByRole('heading', { name: 'The Essentials' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveFocus();

    await user.paste('Sunset hike to the bunkers');
    expect(next).toHaveAccessibleDescription('Still needed: Address');
    await user.type(screen.getByLabelText('Address'), 'Carrer de Marià Labèrnia');
    expect(next).not.toHaveAttribute('aria-disabled');
    expect(next).not.toHaveAccessibleDescription();
    expect(screen.queryByText(/^Still needed:/)).not.toBeInTheDocument();
    await user.click(next);
    expect(await screen.findByRole('heading', { name: 'Polish & Publish' })).toBeInTheDocument();
  });

  it('shows each essential’s message under it on Continue, and an error clears when its field is edited', async () => {
    mockCreateApi();
    const user = userEvent.setup();
    await open();
    await fillEssentials(user, {
      title: 'Hike',
      description: 'Too short',
      locationName: 'B',
      address: 'Bcn',
      start: '2027-03-27T19:00',
      end: '2027-03-27T18:00',
    });
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Title must be between 5 and 100 characters')).toBeInTheDocument();
    expect(screen.getByText('Description must be between 20 and 1000 characters')).toBeInTheDocument();
    expect(screen.getByText('Location name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Address must be at least 5 characters')).toBeInTheDocument();
    expect(screen.getByText('End time must be after start time')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The Essentials' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Title')).toHaveFocus();

    await user.type(screen.getByLabelText('Title'), 'x');
    expect(screen.queryByText('Title must be between 5 and 100 characters')).not.toBeInTheDocument();
    expect(screen.getByText('Address must be at least 5 characters')).toBeInTheDocument();
  });

  it('refuses a start in the past', async () => {
    mockCreateApi();
    const user = userEvent.setup();
    await open();
    await fillEssentials(user, { start: '2020-01-01T10:00', end: '2020-01-01T12:00' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Start time must be in the future')).toBeInTheDocument();
  });

  it.each([
    ['Taste & Cook', "Similar 'Taste & Cook' activities are priced 15 to 30 euros"],
    ['Get Outdoors', "Similar 'Get Outdoors' activities are priced 8 to 15 euros"],
    ['Be Active', "Similar 'Be Active' activities are priced 10 to 20 euros"],
    ['Go Social', "Similar 'Go Social' activities are priced 8 to 25 euros"],
  ])('hints the price for %s', async (category, hint) => {
    mockCreateApi();
    const user = userEvent.setup();
    await open();
    const subtype = { 'Taste & Cook': 'Cook Together', 'Get Outdoors': 'Go Hiking', 'Be Active': 'Do Yoga' }[
      category
    ];
    await toStepTwo(user, { category, subtype: subtype ?? 'Join a Dinner' });
    expect(screen.getByText(hint)).toBeInTheDocument();
  });

  it("on an invalid Publish shows each message and 'Please fix the errors'", async () => {
    const fetchMock = mockCreateApi();
    const user = userEvent.setup();
    await open();
    await toStepTwo(user);
    await user.clear(screen.getByLabelText('Price per person (€)'));
    await user.clear(screen.getByLabelText('Capacity'));
    await user.type(screen.getByLabelText('Capacity'), '1');
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    expect(await toastDescription('Please fix the errors')).toBe(
      'Some required fields are missing or invalid',
    );
    expect(screen.getByText('Price must be a number of at least 0')).toBeInTheDocument();
    expect(screen.getByText('Capacity must be a number of at least 2')).toBeInTheDocument();
    expect(posted(fetchMock)).toEqual([]);
  });

  it('shows why a title holding a control character is refused, under the title', async () => {
    mockCreateApi();
    const user = userEvent.setup();
    await open();
    await fillEssentials(user, { title: 'Sunset\u0001 hike to the bunkers' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(
      await screen.findByText('Text must be one line, without tabs or control characters'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription(
      expect.stringContaining('Text must be one line'),
    );
  });

  it('adds languages by badge or by typing, without duplicates, and never removes the last one', async () => {
    mockCreateApi();
    const user = userEvent.setup();
    await open();
    await toStepTwo(user);

    expect(screen.getByRole('button', { name: 'EN English' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Remove English' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Languages'), 'Italian{Enter}');
    await user.type(screen.getByLabelText('Languages'), ' italian {Enter}');
    await user.click(screen.getByRole('button', { name: 'CA Catalan' }));
    expect(screen.getAllByRole('button', { name: /^Remove (English|Italian|Catalan)$/ })).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Remove Italian' }));
    await user.click(screen.getByRole('button', { name: 'Remove Catalan' }));
    expect(screen.getByText('An activity needs at least one language')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove English' })).not.toBeInTheDocument();
    // Enter added a language; it did not publish.
    expect(screen.getByRole('heading', { name: 'Polish & Publish' })).toBeInTheDocument();
  });

  it('adds tags by suggestion, Enter or Add, trimmed and without duplicates', async () => {
    const fetchMock = mockCreateApi();
    const user = userEvent.setup();
    await open();
    await toStepTwo(user);

    await user.click(screen.getByRole('button', { name: 'social' }));
    expect(screen.queryByRole('button', { name: 'social' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Tags'), '  sunset  {Enter}');
    await user.type(screen.getByLabelText('Tags'), 'Sunset');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(screen.getByLabelText('Tags'), 'SOCIAL{Enter}');
    await user.type(screen.getByLabelText('Tags'), 'views');
    await user.click(screen.getByRole('button', { name: 'Add' }));

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await findToast('Experience created!');
    expect(posted(fetchMock)[0]?.tags).toEqual(['social', 'sunset', 'views']);
  });

  it('asks before leaving with unsaved changes', async () => {
    mockCreateApi({ payoutsEnabled: false });
    const user = userEvent.setup();
    const { router } = await open();
    await user.type(screen.getByLabelText('Title'), 'Half-typed');
    await user.click(screen.getByRole('link', { name: 'Set up payments on your dashboard' }));

    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/create-activity');
    expect(screen.getByLabelText('Title')).toHaveValue('Half-typed');

    await user.click(screen.getByRole('link', { name: 'Set up payments on your dashboard' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/create-activity'));
  });
});
