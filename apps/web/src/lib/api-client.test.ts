import { z } from 'zod';
import { ApiRequestError, api, errorMessage, lazyContract, typedReply } from '#/lib/api-client.ts';
import { i18n } from '#/lib/i18n.ts';

describe('api client', () => {
  it('sends cookies and JSON, and parses the reply with the schema', async () => {
    const fetchMock = vi.fn(async () => Response.json({ id: 'a1', title: 'Paella night' }));
    vi.stubGlobal('fetch', fetchMock);

    const result = await api.post('/api/things', z.object({ id: z.string() }), { title: 'Paella night' });

    expect(result).toEqual({ id: 'a1' });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/things',
      expect.objectContaining({
        method: 'POST',
        credentials: 'include',
        body: JSON.stringify({ title: 'Paella night' }),
      }),
    );
  });

  it('throws the error contract as an ApiRequestError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { error: { code: 'validation_failed', message: 'Check the form', fields: { name: 'Too short' } } },
          { status: 422 },
        ),
      ),
    );

    const error = await api.get('/api/things', z.unknown()).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 422,
      code: 'validation_failed',
      message: 'Check the form',
      fields: { name: 'Too short' },
      fromServer: true,
    });
    expect(errorMessage(error, 'fallback')).toBe('Check the form');
  });

  it("shows a Spanish user the server's message in Spanish by its key, and unknown keys in English", async () => {
    const refusal = (messageKey: string, message: string) =>
      vi.fn(async () => Response.json({ error: { code: 'conflict', message, messageKey } }, { status: 409 }));
    await i18n.changeLanguage('es');

    vi.stubGlobal('fetch', refusal('booking.soldOut', 'This activity is sold out'));
    const known = await api.post('/api/checkout', z.unknown(), {}).catch((caught: unknown) => caught);
    expect(known).toMatchObject({ messageKey: 'booking.soldOut' });
    expect(errorMessage(known, 'fallback')).toBe('Esta actividad está completa');

    vi.stubGlobal('fetch', refusal('booking.somethingNew', 'Bookings pause at midnight'));
    const unknown = await api.post('/api/checkout', z.unknown(), {}).catch((caught: unknown) => caught);
    expect(errorMessage(unknown, 'fallback')).toBe('Bookings pause at midnight');
  });

  it('names the status when the reply is not the contract', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );

    const error = await api.get('/api/things', z.unknown()).catch((caught: unknown) => caught);

    expect(error).toMatchObject({ status: 502, code: 'internal', fromServer: false });
    expect(errorMessage(error, 'Please try again later.')).toBe('Please try again later.');
  });

  it('rejects a reply that breaks the schema', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ id: 42 })),
    );
    await expect(api.get('/api/things', z.object({ id: z.string() }))).rejects.toThrow();
  });

  it('parses with a contract loaded along with the call', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ id: 'a1', extra: true })),
    );
    const load = vi.fn(async () => z.object({ id: z.string() }));

    await expect(api.get('/api/things', lazyContract(load))).resolves.toEqual({ id: 'a1' });
    expect(load).toHaveBeenCalledTimes(1);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ id: 42 })),
    );
    await expect(api.get('/api/things', lazyContract(load))).rejects.toThrow();
  });

  it('hands a first-load read over as the server sent it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ user: null, profile: null, roles: [] })),
    );
    await expect(api.get('/api/me', typedReply())).resolves.toEqual({ user: null, profile: null, roles: [] });
  });
});
