import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { defineMessages } from './messages.ts';
import { singleLineText } from './plain-text.ts';
import { LOCALES } from './product.ts';

/*
 * Account forms. The server enforces the same rules on `/api/auth/*` (a request that skips the form gets
 * the same messages), so these are the single definition of them.
 */

export const ACCOUNT_MESSAGES = defineMessages('account', {
  invalidEmail: 'Invalid email address',
  passwordMin: `Password must be at least ${LIMITS.passwordMin} characters`,
  nameMin: `Name must be at least ${LIMITS.nameMin} characters`,
  passwordsMismatch: 'Passwords do not match',
  invalidImage: 'Invalid image address',
  /** better-auth's own answer to a wrong e-mail or password. */
  invalidCredentials: 'Invalid email or password',
});

export const Email = z.string().trim().toLowerCase().email(ACCOUNT_MESSAGES.invalidEmail);
export const Password = z.string().min(LIMITS.passwordMin, ACCOUNT_MESSAGES.passwordMin);
export const PersonName = singleLineText().min(LIMITS.nameMin, ACCOUNT_MESSAGES.nameMin);

/** Where an account's picture may come from: an https:// address (a provider's) or our own /uploads/. */
const OWN_UPLOAD = /^\/uploads\/[A-Za-z0-9._/-]+$/;
const HttpsUrl = z.url({ protocol: /^https$/ });
/** Nothing a URL needs and markup or a shell would read: whitespace, quotes, angle brackets, backslash. */
const PLAIN = /^[^\s"'<>\\`]+$/;
const isAccountImage = (value: string) =>
  PLAIN.test(value) &&
  (HttpsUrl.safeParse(value).success || (OWN_UPLOAD.test(value) && !value.includes('..')));
export const AccountImage = z
  .string()
  .max(2000, ACCOUNT_MESSAGES.invalidImage)
  .refine(isAccountImage, ACCOUNT_MESSAGES.invalidImage);

export const SignUpInput = z.object({
  name: PersonName,
  email: Email,
  password: Password,
  image: AccountImage.optional(),
  /** The language the person signed up in: their e-mails are written in it (English when not given). */
  locale: z.enum(LOCALES).optional(),
});
export type SignUpInput = z.infer<typeof SignUpInput>;

/** better-auth's `/update-user`: the same name and picture rules as sign-up (null removes the picture). */
export const UpdateAccountInput = z.object({
  name: PersonName.optional(),
  image: AccountImage.nullable().optional(),
});
export type UpdateAccountInput = z.infer<typeof UpdateAccountInput>;

export const SignInInput = z.object({ email: Email, password: Password });
export type SignInInput = z.infer<typeof SignInInput>;

export const ForgotPasswordInput = z.object({ email: Email });
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordInput>;

export const ResetPasswordInput = z
  .object({ password: Password, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: ACCOUNT_MESSAGES.passwordsMismatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordInput = z.infer<typeof ResetPasswordInput>;

/** Which third-party sign-ins this deployment has configured; unconfigured buttons are hidden. */
export const AuthProviders = z.object({ google: z.boolean(), apple: z.boolean() });
export type AuthProviders = z.infer<typeof AuthProviders>;

/** The ids the OpenID Connect providers are registered under (`/api/auth/sign-in/social`). */
export const OAUTH_PROVIDER_IDS = { google: 'google', apple: 'apple' } as const;
