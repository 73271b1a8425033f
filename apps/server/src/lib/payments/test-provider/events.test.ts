import { describe, expect, it } from 'vitest';
import { InvalidSignatureError } from '#src/lib/payments/payment-provider.ts';
import { stripeWebhooks } from '#src/lib/payments/stripe-events.ts';
import { TEST_PROVIDER_SECRET, useTestProvider } from '#src/test/test-provider-harness.ts';

const ctx = useTestProvider();

describe('the test payment provider', () => {
  it('refuses an event whose signature does not verify', async () => {
    const payload = JSON.stringify({ id: 'evt_test_x', object: 'event', type: 'ping', data: { object: {} } });
    const forged = stripeWebhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    const signed = stripeWebhooks.generateTestHeaderString({ payload, secret: TEST_PROVIDER_SECRET });

    expect(() => ctx.provider.parseEvent(Buffer.from(payload), forged)).toThrow(InvalidSignatureError);
    expect(() => ctx.provider.parseEvent(Buffer.from(payload), undefined)).toThrow(InvalidSignatureError);
    expect(() => ctx.provider.parseEvent(Buffer.from(payload.replace('ping', 'pong')), signed)).toThrow(
      InvalidSignatureError,
    );
    expect(ctx.provider.parseEvent(Buffer.from(payload), signed)).toEqual({
      id: 'evt_test_x',
      kind: 'ignored',
      type: 'ping',
    });
  });
});
