import {
  AdminReportList,
  ReportConversation,
  ReportCreated,
  ReportDecisionInput,
  ReportDecisionResult,
  ReportInput,
} from '@sortim/contracts/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin, requireUser, signedIn } from '#src/lib/guards.ts';
import { decideReport } from './decide-report.ts';
import { fileReport } from './file-report.ts';
import { readReportedConversation } from './report-conversation.ts';
import { listReports } from './report-queue.ts';

const IdParams = z.object({ id: z.string() });

/** Reports: anyone signed in files one; admins work the queue (/admin/reports). */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/reports',
    { schema: { body: ReportInput, response: { 201: ReportCreated } }, onRequest: requireUser },
    async (request, reply) =>
      reply.code(201).send(await fileReport(app.db, await signedIn(request), request.body)),
  );

  app.get(
    '/admin/reports',
    { schema: { response: { 200: AdminReportList } }, onRequest: requireAdmin },
    async () => listReports(app.db),
  );

  app.post(
    '/admin/reports/:id/decision',
    {
      schema: { params: IdParams, body: ReportDecisionInput, response: { 200: ReportDecisionResult } },
      onRequest: requireAdmin,
    },
    async (request) =>
      decideReport(
        { db: app.db, mailer: app.mailer },
        await signedIn(request),
        request.params.id,
        request.body.action,
      ),
  );

  app.get(
    '/admin/reports/:id/conversation',
    { schema: { params: IdParams, response: { 200: ReportConversation } }, onRequest: requireAdmin },
    async (request) => readReportedConversation(app.db, await signedIn(request), request.params.id),
  );
};
