import { z } from 'zod';
import { LIMITS } from './limits.ts';

/*
 * Account forms. The server enforces the same rules on `/api/auth/*` (a request that skips the form gets
 * the same messages), so these are the single definition of them.
 */

export const Email = z.string().trim().toLowerCase().email('Invalid email address');
export const Password = z.string().min(LIMITS.passwordMin, 'Password must be at least 6 characters');
export const PersonName = z.string().trim().min(LIMITS.nameMin, 'Name must be at least 2 characters');

export const SignUpInput = z.object({ name: PersonName, email: Email, password: Password });
export type SignUpInput = z.infer<typeof SignUpInput>;

export const SignInInput = z.object({ email: Email, password: Password });
export type SignInInput = z.infer<typeof SignInInput>;

export const ForgotPasswordInput = z.object({ email: Email });
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordInput>;

export const ResetPasswordInput = z
  .object({ password: Password, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type ResetPasswordInput = z.infer<typeof ResetPasswordInput>;

/** Which third-party sign-ins this deployment has configured; unconfigured buttons are hidden. */
export const AuthProviders = z.object({ google: z.boolean(), apple: z.boolean() });
export type AuthProviders = z.infer<typeof AuthProviders>;

/** The ids the OpenID Connect providers are registered under (`/api/auth/sign-in/social`). */
export const OAUTH_PROVIDER_IDS = { google: 'google', apple: 'apple' } as const;
