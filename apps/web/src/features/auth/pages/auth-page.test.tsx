import { RATE_LIMITED_MESSAGE } from '@sortim/contracts/common';
import type { Me } from '@sortim/contracts/me';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anonymous, mockApi, renderApp, signedIn } from '#/test/render.tsx';
import { toastDescription } from '#/test/toasts.ts';

type User = ReturnType<typeof userEvent.setup>;

const authError = (status: number, code: string, message: string) =>
  Response.json({ code, message }, { status });

/**
 * An API where the auth endpoints answer with `reply` (default: success) and `/api/me` reports the user as
 * signed in once sign-in or sign-up succeeded.
 */
function mockAuthApi({
  reply,
  providers = { google: false, apple: false },
}: {
  reply?: (path: string, body: unknown) => Response | Promise<Response> | undefined;
  providers?: { google: boolean; apple: boolean };
} = {}) {
  let session: Me = anonymous;
  return mockApi(
    () => session,
    async (url, init) => {
      if (url === '/api/auth-providers') return Response.json(providers);
      if (!url.startsWith('/api/auth/')) return undefined;
      const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
      const answer = reply?.(url, body);
      if (answer) return answer;
      // As the server does: sign-up creates the account without a session; sign-in starts it.
      if (url === '/api/auth/sign-up/email') return Response.json({ token: null, user: { id: 'user-1' } });
      if (url === '/api/auth/sign-in/email') {
        session = signedIn(['user']);
        return Response.json({ token: 'session-token', user: { id: 'user-1' }, redirect: false });
      }
      return undefined;
    },
  );
}

async function openAuth(path = '/auth') {
  const view = renderApp(path);
  await screen.findByRole('heading', { name: 'Welcome to Sortim' });
  return view;
}

async function submitSignIn(user: User, email: string, password: string) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

async function submitSignUp(user: User, name: string, email: string, password: string) {
  await user.type(screen.getByLabelText('Name'), name);
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

async function openSignUp(user: User) {
  await user.click(screen.getByRole('tab', { name: 'Join the Community' }));
  await screen.findByLabelText('Name');
}

describe('/auth', () => {
  it("has the 'I'm Back' and 'Join the Community' tabs, the legal links and 'Forgot password?'", async () => {
    mockAuthApi();
    await openAuth();

    expect(screen.getByRole('tab', { name: "I'm Back" })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Join the Community' })).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(main.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('sends a signed-in user to /', async () => {
    mockApi(signedIn(['user']));
    const { router } = renderApp('/auth');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  describe("'I'm Back'", () => {
    it('shows the message under each invalid field and sends nothing', async () => {
      const fetchMock = mockAuthApi();
      const user = userEvent.setup();
      await openAuth();

      await submitSignIn(user, 'marta@', '12345');

      expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
      expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Invalid email address');
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/sign-in/'))).toBe(false);
    });

    it("signs in, says 'Welcome back!' and goes to /", async () => {
      const fetchMock = mockAuthApi();
      const user = userEvent.setup();
      const { router } = await openAuth();

      await submitSignIn(user, ' Marta@Example.com ', 'secret123');

      expect(await toastDescription('Welcome back!')).toBe("You've successfully logged in.");
      await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
      const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/auth/sign-in/email'));
      expect(call?.[1]?.method).toBe('POST');
      expect(JSON.parse(String(call?.[1]?.body))).toEqual({
        email: 'marta@example.com',
        password: 'secret123',
      });
    });

    it('returns to the page the visitor was sent away from', async () => {
      mockAuthApi();
      const user = userEvent.setup();
      const { router } = renderApp('/bookings?tab=past');
      await screen.findByRole('heading', { name: 'Welcome to Sortim' });
      expect(router.state.location.pathname).toBe('/auth');

      await submitSignIn(user, 'marta@example.com', 'secret123');

      await waitFor(() => expect(router.state.location.pathname).toBe('/bookings'));
      expect(router.state.location.search).toBe('?tab=past');
    });

    it("shows 'Login failed' with the server's message, and cannot be sent twice meanwhile", async () => {
      let answer: (response: Response) => void = () => {};
      mockAuthApi({
        reply: (path) =>
          path === '/api/auth/sign-in/email'
            ? new Promise<Response>((resolve) => {
                answer = resolve;
              })
            : undefined,
      });
      const user = userEvent.setup();
      await openAuth();

      await submitSignIn(user, 'marta@example.com', 'wrong-password');

      expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
      answer(authError(401, 'INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password'));

      expect(await toastDescription('Login failed')).toBe('Invalid email or password');
      expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    });

    it('shows the rate-limit message for a 429', async () => {
      mockAuthApi({
        reply: (path) =>
          path === '/api/auth/sign-in/email'
            ? Response.json({ error: { code: 'rate_limited', message: 'Slow down' } }, { status: 429 })
            : undefined,
      });
      const user = userEvent.setup();
      await openAuth();

      await submitSignIn(user, 'marta@example.com', 'secret123');

      expect(await toastDescription('Login failed')).toBe(RATE_LIMITED_MESSAGE);
    });
  });

  describe("'Join the Community'", () => {
    it('shows the message under each invalid field', async () => {
      mockAuthApi();
      const user = userEvent.setup();
      await openAuth();
      await openSignUp(user);

      await submitSignUp(user, ' M ', 'not-an-email', 'abc');

      expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
      expect(screen.getByText('Invalid email address')).toBeInTheDocument();
      expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    });

    it("creates the account, signs in, says 'Welcome to Sortim!' and goes to /", async () => {
      const fetchMock = mockAuthApi();
      const user = userEvent.setup();
      const { router } = await openAuth();
      await openSignUp(user);

      await submitSignUp(user, 'Marta Puig', 'marta@example.com', 'secret123');

      expect(await toastDescription('Welcome to Sortim!')).toBe(
        'Your account has been created successfully.',
      );
      await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
      const bodyOf = (path: string) =>
        JSON.parse(String(fetchMock.mock.calls.find(([url]) => String(url).endsWith(path))?.[1]?.body));
      expect(bodyOf('/api/auth/sign-up/email')).toEqual({
        name: 'Marta Puig',
        email: 'marta@example.com',
        password: 'secret123',
        // The language the form was filled in, for the account's e-mails.
        locale: 'en',
      });
      expect(bodyOf('/api/auth/sign-in/email')).toEqual({
        email: 'marta@example.com',
        password: 'secret123',
      });
    });

    it("shows 'Sign up failed' when signing the new account in fails", async () => {
      mockAuthApi({
        reply: (path) =>
          path === '/api/auth/sign-in/email'
            ? authError(401, 'INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password')
            : undefined,
      });
      const user = userEvent.setup();
      const { router } = await openAuth();
      await openSignUp(user);

      await submitSignUp(user, 'Marta Puig', 'marta@example.com', 'secret123');

      expect(await toastDescription('Sign up failed')).toBe('Invalid email or password');
      expect(router.state.location.pathname).toBe('/auth');
    });

    it("shows 'Sign up failed' with the server's message", async () => {
      mockAuthApi({
        reply: (path) =>
          path === '/api/auth/sign-up/email'
            ? authError(422, 'USER_ALREADY_EXISTS', 'User already exists. Use another email.')
            : undefined,
      });
      const user = userEvent.setup();
      await openAuth();
      await openSignUp(user);

      await submitSignUp(user, 'Marta Puig', 'marta@example.com', 'secret123');

      expect(await toastDescription('Sign up failed')).toBe('User already exists. Use another email.');
    });
  });

  describe('Google and Apple', () => {
    it('hides the buttons of providers that are not configured', async () => {
      mockAuthApi({ providers: { google: true, apple: false } });
      await openAuth();

      expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Continue with Apple' })).not.toBeInTheDocument();
    });

    it('starts the provider sign-in, returning to /home, or to /auth on failure', async () => {
      const fetchMock = mockAuthApi({
        providers: { google: true, apple: true },
        reply: (path) =>
          path === '/api/auth/sign-in/social'
            ? Response.json({ url: 'https://appleid.example/authorize', redirect: false })
            : undefined,
      });
      const user = userEvent.setup();
      await openAuth();

      await user.click(await screen.findByRole('button', { name: 'Continue with Apple' }));

      await waitFor(() =>
        expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/sign-in/social'))).toBe(true),
      );
      const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/auth/sign-in/social'));
      expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({
        provider: 'apple',
        callbackURL: '/home',
        errorCallbackURL: '/auth?error=oauth&provider=apple',
      });
      expect(await screen.findByRole('button', { name: 'Redirecting...' })).toBeDisabled();
    });

    it("says 'Google sign in failed' when the sign-in cannot start", async () => {
      mockAuthApi({
        providers: { google: true, apple: true },
        reply: (path) =>
          path === '/api/auth/sign-in/social'
            ? authError(404, 'PROVIDER_NOT_FOUND', 'Provider not found')
            : undefined,
      });
      const user = userEvent.setup();
      await openAuth();

      await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));

      expect(await toastDescription('Google sign in failed')).toBe('Provider not found');
    });

    it("says 'Apple sign in failed' on return from a failed Apple sign-in", async () => {
      mockAuthApi();
      const { router } = await openAuth('/auth?error=oauth&provider=apple&error=access_denied');

      expect(await toastDescription('Apple sign in failed')).toBe(
        'Please try again, or sign in with your email and password.',
      );
      await waitFor(() => expect(router.state.location.search).toBe(''));
    });
  });
});
