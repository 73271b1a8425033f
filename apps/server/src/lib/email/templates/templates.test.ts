import { APP_NAME, SUPPORT_EMAIL } from '@sortim/contracts/product';
import { describe, expect, it } from 'vitest';
import { makeRecipient } from '#src/test/email-templates.ts';
import { contactFormEmail } from './contact-form.ts';
import { existingAccountEmail } from './existing-account.ts';
import { passwordResetEmail } from './password-reset.ts';

const RESET_URL = 'http://localhost:3000/reset-password?token=abc&x=1';

describe('e-mail templates', () => {
  it('gives the password reset link in both bodies, with the product name and support address', () => {
    const mail = passwordResetEmail({
      recipient: makeRecipient(),
      url: RESET_URL,
      expiresInMinutes: 60,
    });

    expect(mail.subject).toBe(`Reset your ${APP_NAME} password`);
    expect(mail.text).toContain('Hi Ana,');
    expect(mail.text).toContain(RESET_URL);
    expect(mail.text).toContain('expires in 60 minutes');
    expect(mail.text).toContain(SUPPORT_EMAIL);
    expect(mail.html).toContain('href="http://localhost:3000/reset-password?token=abc&amp;x=1"');
    expect(mail.html).toContain(APP_NAME);
    expect(mail.html).toContain(`mailto:${SUPPORT_EMAIL}`);
  });

  it('escapes what users typed in the HTML body and keeps it as typed in the text body', () => {
    const name = '<script>alert("x")</script>';
    const mail = passwordResetEmail({ recipient: makeRecipient({ name }), url: RESET_URL });

    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(mail.text).toContain(`Hi ${name},`);
  });

  it('writes a contact message for the support inbox with the sender, subject and message', () => {
    const mail = contactFormEmail({
      name: 'Marc <Admin>',
      email: 'marc@example.test',
      subject: 'Question about\r\nBcc: victim@example.test',
      message: 'Hello,\nis the kayak tour suitable for children? <b>Thanks</b>',
    });

    // Line breaks in the subject would start a new header line.
    expect(mail.subject).toBe(`[${APP_NAME} contact] Question about Bcc: victim@example.test`);
    expect(mail.text).toContain('Marc <Admin> <marc@example.test>');
    expect(mail.text).toContain('Hello,\nis the kayak tour suitable for children? <b>Thanks</b>');
    expect(mail.html).toContain('Marc &lt;Admin&gt;');
    expect(mail.html).toContain('&lt;b&gt;Thanks&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Thanks</b>');
  });

  it('points an existing account holder to sign-in and password reset', () => {
    const mail = existingAccountEmail({
      recipient: makeRecipient(),
      signInUrl: 'http://localhost:3000/auth',
      resetUrl: 'http://localhost:3000/forgot-password',
    });

    expect(mail.subject).toBe(`You already have a ${APP_NAME} account`);
    expect(mail.text).toContain('Sign in: http://localhost:3000/auth');
    expect(mail.html).toContain('href="http://localhost:3000/forgot-password"');
  });
});

describe('account e-mails in the recipient’s language', () => {
  it('sends the password reset link in Catalan', () => {
    const mail = passwordResetEmail({
      recipient: makeRecipient({ locale: 'ca', name: 'Laia' }),
      url: RESET_URL,
      expiresInMinutes: 60,
    });

    expect(mail.subject).toBe(`Restableix la teva contrasenya de ${APP_NAME}`);
    expect(mail.text).toContain('Hola, Laia:');
    expect(mail.text).toContain(`Triar una contrasenya nova: ${RESET_URL}`);
    expect(mail.text).toContain("L'enllaç funciona una sola vegada i caduca d'aquí a 60 minuts.");
    expect(mail.html).toContain('O obre aquest enllaç:');
  });

  it('tells an existing account holder in Spanish', () => {
    const mail = existingAccountEmail({
      recipient: makeRecipient({ locale: 'es' }),
      signInUrl: 'http://localhost:3000/auth',
      resetUrl: 'http://localhost:3000/forgot-password',
    });

    expect(mail.subject).toBe(`Ya tienes una cuenta de ${APP_NAME}`);
    expect(mail.text).toContain('Iniciar sesión: http://localhost:3000/auth');
  });
});
