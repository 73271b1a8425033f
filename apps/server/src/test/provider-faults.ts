import type { PaymentProvider } from '#src/lib/payments/payment-provider.ts';

/*
 * The provider's faults, for the money model (money-world.ts): the app's provider wrapped so that the model
 * decides when a call that moves money goes wrong, and how.
 */

/** How a provider call goes wrong: refused before it acts, done after the caller gave up, or done with its answer lost. */
export type Fault = 'fail' | 'hang' | 'lost';

/** The provider calls that move money or close a page: the ones a fault can hit. */
const FAULTY = ['refund', 'transfer', 'reverseTransfer', 'getCheckout', 'expireCheckout'] as const;
const FINDS = ['findRefund', 'findTransfer', 'findReversal'] as const;
type Faulty = (typeof FAULTY)[number] | (typeof FINDS)[number];

class ProviderFaultError extends Error {}

/**
 * Wraps the app's provider once: each call of a FAULTY method first asks the world whether it should go
 * wrong. 'hang' does the work at the start of the world's next step, after the caller has given up.
 */
export class ProviderFaults {
  private pending: { kind: Fault; calls: number } | null = null;
  private down = false;
  private late: (() => Promise<unknown>)[] = [];
  /** Called after each refund the provider made, with its payment: the provider's `charge.refunded`. */
  onRefund: (paymentId: string) => Promise<void> = async () => {};

  constructor(provider: PaymentProvider) {
    const methods = provider as unknown as Record<Faulty, (...args: unknown[]) => Promise<unknown>>;
    for (const name of [...FAULTY, ...FINDS]) {
      const original = methods[name]?.bind(provider);
      if (!original) continue;
      methods[name] = async (...args: unknown[]) => {
        const input = args[0] as { paymentId?: string };
        const refunded = async <T>(answer: T) => {
          if (name === 'refund' && input.paymentId) await this.onRefund(input.paymentId);
          return answer;
        };
        const fault = this.take();
        if (!fault) return refunded(await original(...args));
        if (fault === 'fail') throw new ProviderFaultError(`provider ${name}: 500`);
        if (fault === 'hang') {
          this.late.push(async () => refunded(await original(...args)));
          throw new ProviderFaultError(`provider ${name}: timed out`);
        }
        await refunded(await original(...args));
        throw new ProviderFaultError(`provider ${name}: answer lost`);
      };
    }
  }

  private take(): Fault | null {
    if (this.down) return 'fail';
    if (!this.pending) return null;
    const { kind } = this.pending;
    this.pending.calls -= 1;
    if (this.pending.calls <= 0) this.pending = null;
    return kind;
  }

  /** The next `calls` provider calls go wrong this way. */
  failNext(kind: Fault, calls: number) {
    this.pending = { kind, calls };
  }

  outage(down: boolean) {
    this.down = down;
  }

  /** The work of hung calls, done now (their callers gave up long ago); errors are the provider's own. */
  async finishHung() {
    const late = this.late;
    this.late = [];
    for (const work of late) await work().catch(() => {});
  }

  recover() {
    this.pending = null;
    this.down = false;
  }
}
