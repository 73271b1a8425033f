import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { httpServerOptions } from './lib/http-timeouts.ts';
import { redactingLogger } from './lib/log-redaction.ts';
import { createStorage } from './lib/storage/create-storage.ts';
import { fastifyTrustProxy } from './lib/trust-proxy.ts';
import { activityRoutes } from './modules/activities/activities.routes.ts';
import { adminBootstrapRoutes } from './modules/admin/admin-bootstrap.routes.ts';
import { adminApplicationRoutes } from './modules/admin/applications.routes.ts';
import { adminDashboardRoutes } from './modules/admin/dashboard.routes.ts';
import { adminHostRoutes } from './modules/admin/hosts.routes.ts';
import { adminActivityRoutes } from './modules/admin/moderation.routes.ts';
import { adminRoleToolRoutes } from './modules/admin/role-tools.routes.ts';
import { adminTransferRoutes } from './modules/admin/transfers.routes.ts';
import { adminUserRoutes } from './modules/admin/users.routes.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { adminAnalyticsRoutes } from './modules/analytics/analytics-report.routes.ts';
import { attendeeRoutes } from './modules/attendees/attendees.routes.ts';
import { accountMail } from './modules/auth/account-mail.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { becomeHostRoutes } from './modules/become-host/become-host.routes.ts';
import { bookingQuestionRoutes } from './modules/booking-questions/booking-questions.routes.ts';
import { bookingRoutes } from './modules/bookings/bookings.routes.ts';
import { calendarRoutes } from './modules/calendar/calendar.routes.ts';
import { checkInRoutes } from './modules/check-in/check-in.routes.ts';
import { checkoutRoutes } from './modules/checkout/checkout.routes.ts';
import { cityRoutes } from './modules/cities/cities.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { conversationRoutes } from './modules/conversations/conversations.routes.ts';
import { devRoutes } from './modules/dev/dev.routes.ts';
import { groupLinkRoutes } from './modules/group-links/group-links.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { hostActivityRoutes } from './modules/host-activities/host-activities.routes.ts';
import { hostDashboardRoutes } from './modules/host-dashboard/host-dashboard.routes.ts';
import { hostGuestRoutes } from './modules/host-guests/host-guests.routes.ts';
import { hostMessageRoutes } from './modules/host-messages/host-messages.routes.ts';
import { hostRoutes } from './modules/hosts/hosts.routes.ts';
import { mapRoutes } from './modules/map/map.routes.ts';
import { myDataRoutes } from './modules/my-data/my-data.routes.ts';
import { paymentRoutes } from './modules/payments/payments.routes.ts';
import { payoutRoutes } from './modules/payouts/payouts.routes.ts';
import { privateRequestRoutes } from './modules/private-requests/private-requests.routes.ts';
import { meRoutes } from './modules/profiles/me.routes.ts';
import { promoCodeRoutes } from './modules/promo-codes/promo-codes.routes.ts';
import { reportRoutes } from './modules/reports/reports.routes.ts';
import { reviewRoutes } from './modules/reviews/reviews.routes.ts';
import { savedRoutes } from './modules/saved/saved.routes.ts';
import { pageLookup } from './modules/seo/page-lookup.ts';
import { previewImageRoutes } from './modules/seo/preview-image.routes.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { testCheckoutRoutes } from './modules/test-checkout/test-checkout.routes.ts';
import { waitlistRoutes } from './modules/waitlist/waitlist.routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { databasePlugin } from './plugins/database.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { jobsPlugin } from './plugins/jobs.ts';
import { mailerPlugin } from './plugins/mailer.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { noStorePlugin } from './plugins/no-store.ts';
import { originCheckPlugin } from './plugins/origin-check.ts';
import { paymentsPlugin } from './plugins/payments.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { requestIdFor, requestIdPlugin } from './plugins/request-id.ts';
import { routeCatalogPlugin } from './plugins/route-catalog.ts';
import { webPlugin } from './plugins/web.ts';

export type AppDeps = { config: Config; database: DatabaseHandle };

/**
 * Builds the whole HTTP app on an open, migrated database. Tests call it with app.inject(); main listens.
 * Without a logger (tests) the app logs nothing; a given one gets the log redaction's serializers.
 */
export async function buildApp({ config, database }: AppDeps, logger?: FastifyBaseLogger) {
  const app = Fastify({
    ...(logger ? { loggerInstance: redactingLogger(logger) } : { logger: false }),
    // Unset TRUST_PROXY: request.ip is the socket's address and forwarding headers are ignored.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    genReqId: requestIdFor,
    ...httpServerOptions(config.http),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(routeCatalogPlugin);
  await app.register(requestIdPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(inputGuardPlugin);
  await app.register(noStorePlugin);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          ...(config.storage.kind === 's3' ? [new URL(config.storage.publicUrl).origin] : []),
          config.map.styleOrigin,
        ],
        // Radix positions popovers with inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // 'wasm-unsafe-eval' compiles WebAssembly (the door's QR reader, served from our own origin), not strings.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        // The map style's origin serves its tiles, glyphs and sprites (modules/map).
        connectSrc: ["'self'", config.map.styleOrigin],
        // MapLibre starts its workers from our own origin, or from blob: URLs when its script is elsewhere.
        workerSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.env === 'production' ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compressionPlugin);
  await app.register(databasePlugin, {
    handle: database,
    secureCookies: new URL(config.publicUrl).protocol === 'https:',
  });
  await app.register(jobsPlugin, { config });
  await app.register(metricsPlugin, { token: config.metricsToken });
  await app.register(mailerPlugin);
  await app.register(paymentsPlugin, { config });
  await app.register(rateLimitPlugin, { enabled: config.rateLimitEnabled });
  await app.register(originCheckPlugin, { trustedOrigins: config.auth.trustedOrigins });
  await app.register(multipart);
  await app.register(authPlugin, { config, mail: accountMail(app.mailer, config, app.db) });
  const storage = createStorage(config.storage);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(meRoutes, { storage, oauth: config.auth.oauth });
      await api.register(savedRoutes);
      // Production offers no HTTP way to become the first admin (npm run create-admin does it).
      await api.register(adminBootstrapRoutes, { available: config.env !== 'production' });
      await api.register(contactRoutes, { supportInbox: config.mail.supportInbox });
      await api.register(attendeeRoutes);
      await api.register(reviewRoutes);
      await api.register(analyticsRoutes);
      await api.register(activityRoutes, { listCacheMs: config.guestListCacheMs });
      await api.register(mapRoutes, { styleUrl: config.map.styleUrl });
      await api.register(cityRoutes);
      await api.register(previewImageRoutes, {
        storage,
        uploadsDir: config.uploadsDir,
        webDistDir: config.webDistDir,
      });
      await api.register(checkoutRoutes);
      await api.register(paymentRoutes);
      await api.register(bookingRoutes);
      await api.register(bookingQuestionRoutes);
      await api.register(myDataRoutes);
      await api.register(waitlistRoutes);
      await api.register(privateRequestRoutes);
      await api.register(conversationRoutes);
      await api.register(groupLinkRoutes);
      await api.register(calendarRoutes, {
        publicUrl: config.publicUrl,
        fetchAllowIps: config.calendar.fetchAllowIps,
      });
      await api.register(payoutRoutes);
      await api.register(hostDashboardRoutes);
      await api.register(hostRoutes);
      await api.register(becomeHostRoutes);
      await api.register(hostActivityRoutes, { storage, sampleActivities: config.env !== 'production' });
      await api.register(hostGuestRoutes);
      await api.register(checkInRoutes);
      await api.register(hostMessageRoutes);
      await api.register(promoCodeRoutes);
      await api.register(adminDashboardRoutes);
      await api.register(adminUserRoutes, { storage });
      await api.register(adminApplicationRoutes);
      await api.register(adminActivityRoutes, { storage });
      await api.register(adminHostRoutes);
      await api.register(adminTransferRoutes);
      await api.register(adminRoleToolRoutes);
      await api.register(adminAnalyticsRoutes);
      await api.register(reportRoutes);
    },
    { prefix: '/api' },
  );
  if (config.env !== 'production') {
    await app.register(devRoutes, { prefix: '/dev', publicUrl: config.publicUrl });
  }
  if (app.testPaymentProvider) {
    await app.register(testCheckoutRoutes, { prefix: '/pay', provider: app.testPaymentProvider });
  }

  await app.register(seoRoutes, { publicUrl: config.publicUrl });
  await app.register(webPlugin, {
    webDistDir: config.webDistDir,
    uploadsDir: config.uploadsDir,
    // A public page may lag a change as long as the guest list does.
    lookupPage: pageLookup(app.db, { publicUrl: config.publicUrl, ttlMs: config.guestListCacheMs }),
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
