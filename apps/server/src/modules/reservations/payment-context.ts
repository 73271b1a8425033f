import type { FastifyBaseLogger } from 'fastify';
import type { PaymentsConfig } from '#src/config.ts';
import type { Database } from '#src/db/client.ts';
import type { Mailer } from '#src/lib/email/mailer.ts';
import type { PaymentProvider } from '#src/lib/payments/payment-provider.ts';

/** What the money path needs, built once by the payments plugin and handed to its services. */
export type PaymentContext = {
  db: Database;
  provider: PaymentProvider;
  mailer: Mailer;
  rules: Pick<PaymentsConfig, 'platformFeePercent' | 'holdMinutes' | 'waitlistOfferHours'>;
  /** Links in e-mails and the provider's return URLs start here. */
  publicUrl: string;
  logger: FastifyBaseLogger;
};
