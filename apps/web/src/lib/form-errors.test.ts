import { ResetPasswordInput, SignUpInput } from '@sortim/contracts/auth';
import { ProfileUpdate } from '@sortim/contracts/profile';
import { renderHook } from '@testing-library/react';
import { ApiRequestError } from '#/lib/api-client.ts';
import { applyServerFieldErrors, useValidationMessage } from '#/lib/form-errors.ts';
import { i18n } from '#/lib/i18n.ts';
import en from '#/locales/en.json';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('validation messages', () => {
  it('has a catalog entry for every message the account contracts give', () => {
    const messages = new Set([
      ...messagesOf(SignUpInput.safeParse({ name: ' ', email: 'x', password: '1' })),
      ...messagesOf(ResetPasswordInput.safeParse({ password: 'secret1', confirmPassword: 'secret2' })),
      ...messagesOf(
        ProfileUpdate.safeParse({
          displayName: '',
          bio: 'b'.repeat(1001),
          city: 'c'.repeat(101),
          age: 17,
          gender: null,
          languages: [],
          interests: [],
        }),
      ),
      ...messagesOf(
        ProfileUpdate.safeParse({
          displayName: 'd'.repeat(81),
          bio: null,
          city: null,
          age: 30.5,
          gender: null,
          languages: [],
          interests: [],
        }),
      ),
      ...messagesOf(
        ProfileUpdate.safeParse({
          displayName: 'M',
          bio: null,
          city: null,
          age: Number.NaN,
          gender: null,
          languages: [],
          interests: [],
        }),
      ),
    ]);
    const catalog = new Set(Object.values(en.validation));

    expect(messages.size).toBeGreaterThanOrEqual(11);
    expect([...messages].filter((message) => !catalog.has(message))).toEqual([]);
  });

  it('translates a known message and passes an unknown one through', async () => {
    i18n.addResource('es', 'translation', 'validation.invalidEmail', 'Correo no válido');
    await i18n.changeLanguage('es');
    const { result } = renderHook(() => useValidationMessage());

    expect(result.current({ message: 'Invalid email address' })).toBe('Correo no válido');
    expect(result.current({ message: 'We only know cities in Catalonia' })).toBe(
      'We only know cities in Catalonia',
    );
    expect(result.current(undefined)).toBeUndefined();
  });
});

describe('applyServerFieldErrors', () => {
  it("puts the server's fields on the form's own fields only", () => {
    const setError = vi.fn();
    const error = new ApiRequestError({
      status: 400,
      code: 'validation_failed',
      message: 'Check the form',
      fields: { city: 'Too long', secret: 'Not a form field' },
      fromServer: true,
    });

    expect(applyServerFieldErrors(error, ['city', 'bio'] as const, setError)).toBe(true);
    expect(setError).toHaveBeenCalledExactlyOnceWith('city', { type: 'server', message: 'Too long' });
    expect(applyServerFieldErrors(new Error('boom'), ['city'] as const, setError)).toBe(false);
  });
});
