import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anonymous, mockApi, renderApp } from '#/test/render.tsx';
import { toastDescription } from '#/test/toasts.ts';

async function openForgotPassword() {
  renderApp('/forgot-password');
  await screen.findByRole('heading', { name: 'Forgot password?' });
}

describe('/forgot-password', () => {
  it('asks for a valid e-mail', async () => {
    mockApi(anonymous);
    const user = userEvent.setup();
    await openForgotPassword();

    await user.type(screen.getByLabelText('Email'), 'marta');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
  });

  it("sends the link to /reset-password and says where it went, with 'Back to Sign In'", async () => {
    const fetchMock = mockApi(anonymous, (url) =>
      url === '/api/auth/request-password-reset' ? Response.json({ status: true }) : undefined,
    );
    const user = userEvent.setup();
    await openForgotPassword();

    await user.type(screen.getByLabelText('Email'), 'marta@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByText('Password reset email sent to marta@example.com')).toBeInTheDocument();
    expect(await toastDescription('Check your email')).toBe("We've sent you a password reset link.");
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/auth');
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/request-password-reset'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      email: 'marta@example.com',
      redirectTo: '/reset-password',
    });
  });

  it("says 'Password reset failed' when the request fails", async () => {
    mockApi(anonymous, (url) =>
      url === '/api/auth/request-password-reset'
        ? Response.json({ code: 'INTERNAL', message: 'Mail is down' }, { status: 500 })
        : undefined,
    );
    const user = userEvent.setup();
    await openForgotPassword();

    await user.type(screen.getByLabelText('Email'), 'marta@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await toastDescription('Password reset failed')).toBe('Mail is down');
    expect(screen.getByLabelText('Email')).toHaveValue('marta@example.com');
  });
});
