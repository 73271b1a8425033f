import type { PromoCode } from '@sortim/contracts/promo-code-management';

/** For tests: a live 10% code for all of its owner's activities, unused; override what matters. */
export function createPromoCode(overrides: Partial<PromoCode> = {}): PromoCode {
  return {
    id: 'code-1',
    code: 'FRIENDS10',
    percentOff: 10,
    amountOffCents: null,
    startsAt: null,
    endsAt: null,
    totalLimit: null,
    perAccountLimit: null,
    minParty: null,
    note: null,
    unlocksHidden: false,
    scope: { kind: 'all' },
    pausedAt: null,
    state: 'live',
    uses: 0,
    revenueCents: 0,
    discountCents: 0,
    editable: true,
    createdAt: '2026-06-01T10:00:00.000Z',
    ...overrides,
  };
}

type Handler = (init: RequestInit | undefined) => Response;

/**
 * The promo code routes under `base` as the server answers them, over a list the test starts with: a new
 * code goes first, a change or a pause replaces its code. `sent` keeps each request's method, path and body.
 */
export function promoCodeRoutes(base: string, codes: PromoCode[]) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  const record = (method: string, path: string, init: RequestInit | undefined) =>
    sent.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
  const routes: Record<string, Handler> = {
    [`GET ${base}`]: () => Response.json({ codes }),
    [`POST ${base}`]: (init) => {
      record('POST', base, init);
      const input = JSON.parse(String(init?.body));
      const made = createPromoCode({
        ...input,
        // The server keeps codes upper case.
        code: String(input.code).toUpperCase(),
        id: `code-${codes.length + 1}`,
        scope:
          input.scope.kind === 'all'
            ? { kind: 'all' }
            : {
                kind: 'activities',
                activities: input.scope.activityIds.map((id: string) => ({
                  id,
                  title: id,
                  startTime: '2026-07-01T10:00:00.000Z',
                })),
              },
      });
      codes.unshift(made);
      return Response.json(made, { status: 201 });
    },
  };
  for (const code of codes) {
    const replace = (changes: Partial<PromoCode>) => {
      const index = codes.findIndex((listed) => listed.id === code.id);
      const changed = { ...(codes[index] as PromoCode), ...changes };
      codes[index] = changed;
      return Response.json(changed);
    };
    routes[`PUT ${base}/${code.id}`] = (init) => {
      record('PUT', `${base}/${code.id}`, init);
      const { scope: _scope, ...input } = JSON.parse(String(init?.body));
      return replace(input);
    };
    routes[`POST ${base}/${code.id}/pause`] = (init) => {
      record('POST', `${base}/${code.id}/pause`, init);
      return replace({ pausedAt: '2026-06-15T10:00:00.000Z', state: 'paused' });
    };
    routes[`POST ${base}/${code.id}/resume`] = (init) => {
      record('POST', `${base}/${code.id}/resume`, init);
      return replace({ pausedAt: null, state: 'live' });
    };
  }
  return { routes, sent };
}
