import { RATE_LIMITED_MESSAGE } from '@sortim/contracts/common';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anonymous, mockApi, renderApp } from '#/test/render.tsx';

async function openContactPage() {
  renderApp('/contact');
  await screen.findByRole('heading', { name: 'Contact Us' });
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Marta Puig');
  await user.type(screen.getByLabelText('Email'), 'marta@example.com');
  await user.type(screen.getByLabelText('Subject'), 'Hosting a paella night');
  await user.type(
    screen.getByLabelText('Message'),
    'Hello! I would love to host a paella night on the beach.',
  );
}

describe('ContactForm', () => {
  it('shows the message under each invalid field', async () => {
    mockApi(anonymous);
    const user = userEvent.setup();
    await openContactPage();

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Name must be between 2 and 100 characters')).toBeInTheDocument();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Subject must be between 5 and 200 characters')).toBeInTheDocument();
    expect(screen.getByText('Message must be between 20 and 1000 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Invalid email address');
  });

  it('counts the message as it is typed', async () => {
    mockApi(anonymous);
    const user = userEvent.setup();
    await openContactPage();

    expect(screen.getByText('0/1000')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Message'), 'Hola!');
    expect(screen.getByText('5/1000')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('maxlength', '255');
  });

  it('sends a valid message, confirms it and clears the form', async () => {
    const fetchMock = mockApi(anonymous, (url) =>
      url === '/api/contact' ? new Response(null, { status: 204 }) : undefined,
    );
    const user = userEvent.setup();
    await openContactPage();

    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Message sent!')).toBeInTheDocument();
    expect(screen.getByText("We'll get back to you as soon as possible.")).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('');
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/contact') ?? [];
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Marta Puig',
      email: 'marta@example.com',
      subject: 'Hosting a paella night',
      message: 'Hello! I would love to host a paella night on the beach.',
    });
  });

  it('says so when the message cannot be sent, keeping what was typed', async () => {
    mockApi(anonymous, (url) =>
      url === '/api/contact' ? new Response('Bad gateway', { status: 502 }) : undefined,
    );
    const user = userEvent.setup();
    await openContactPage();

    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Error sending message')).toBeInTheDocument();
    expect(screen.getByText('Please try again later.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Marta Puig');
  });

  it("shows the server's own message when it gives one", async () => {
    mockApi(anonymous, (url) =>
      url === '/api/contact'
        ? Response.json(
            { error: { code: 'unavailable', message: 'Our mail service is down. Try again in an hour.' } },
            { status: 503 },
          )
        : undefined,
    );
    const user = userEvent.setup();
    await openContactPage();

    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Our mail service is down. Try again in an hour.')).toBeInTheDocument();
  });

  it('shows the rate-limit message for a 429, whatever its body says', async () => {
    mockApi(anonymous, (url) =>
      url === '/api/contact'
        ? Response.json({ error: { code: 'rate_limited', message: 'Rate limit exceeded' } }, { status: 429 })
        : undefined,
    );
    const user = userEvent.setup();
    await openContactPage();

    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText(RATE_LIMITED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('Error sending message')).toBeInTheDocument();
  });
});
