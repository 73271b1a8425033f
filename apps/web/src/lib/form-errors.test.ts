import { SignUpInput } from '@sortim/contracts/auth';
import { PROFILE_MESSAGES } from '@sortim/contracts/profile';
import { renderHook } from '@testing-library/react';
import { ApiRequestError } from '#/lib/api-client.ts';
import { applyServerFieldErrors, useValidationMessage } from '#/lib/form-errors.ts';
import { i18n } from '#/lib/i18n.ts';
import es from '#/locales/es.json';

describe('useValidationMessage', () => {
  it("shows a Spanish user a schema's field message in Spanish, and other words as they are", async () => {
    await i18n.changeLanguage('es');
    const { result } = renderHook(() => useValidationMessage());
    const [issue] =
      SignUpInput.safeParse({ name: 'Marta', email: 'marta', password: 'secret1' }).error?.issues ?? [];

    expect(issue?.message).toBe('Invalid email address');
    expect(result.current(issue)).toBe(es.messages.account.invalidEmail);
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

  it("lands a server's field message in the page's language by its key", async () => {
    await i18n.changeLanguage('es');
    const setError = vi.fn();
    const error = new ApiRequestError({
      status: 400,
      code: 'validation_failed',
      message: `Invalid city: ${PROFILE_MESSAGES.cityTooLong}`,
      messageKey: 'profile.cityTooLong',
      fields: { city: PROFILE_MESSAGES.cityTooLong, bio: 'Not as we know it' },
      fieldKeys: { city: 'profile.cityTooLong', bio: 'profile.somethingNew' },
      fromServer: true,
    });

    applyServerFieldErrors(error, ['city', 'bio'] as const, setError);
    expect(setError).toHaveBeenCalledWith('city', {
      type: 'server',
      message: es.messages.profile.cityTooLong,
    });
    expect(setError).toHaveBeenCalledWith('bio', { type: 'server', message: 'Not as we know it' });
  });
});
