import {
  Conversation,
  ConversationRef,
  Inbox,
  InboxQuery,
  MessageSent,
  ReplyTime,
  SendMessageInput,
  UnreadCount,
} from '@sortim/contracts/conversations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, signedIn } from '#src/lib/guards.ts';
import { bookingConversation } from './booking-conversation.ts';
import { inbox, readConversation, unreadCount } from './read-conversations.ts';
import { hostReplyTime } from './reply-time.ts';
import { askHost, sendMessage } from './send-message.ts';

const Params = z.object({ id: z.string() });

/**
 * Conversations between a guest and a host: the inbox, one conversation, writing in it, 'Ask the host',
 * the navigation's unread count, and a host's usual reply time (public). Only a conversation's two people
 * read or write it; anyone else is told it does not exist.
 */
export const conversationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/conversations',
    { schema: { querystring: InboxQuery, response: { 200: Inbox } }, onRequest: requireUser },
    async (request) => inbox(app.db, await signedIn(request), request.query),
  );

  app.get(
    '/conversations/unread',
    { schema: { response: { 200: UnreadCount } }, onRequest: requireUser },
    async (request) => unreadCount(app.db, await signedIn(request)),
  );

  app.get(
    '/conversations/:id',
    { schema: { params: Params, response: { 200: Conversation } }, onRequest: requireUser },
    async (request) => readConversation(app.db, await signedIn(request), request.params.id),
  );

  app.post(
    '/conversations/:id/messages',
    {
      schema: { params: Params, body: SendMessageInput, response: { 201: MessageSent } },
      onRequest: requireUser,
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await sendMessage(app.db, await signedIn(request), request.params.id, request.body)),
  );

  app.post(
    '/activities/:id/conversation',
    {
      schema: { params: Params, body: SendMessageInput, response: { 201: MessageSent } },
      onRequest: requireUser,
    },
    async (request, reply) =>
      reply.code(201).send(await askHost(app.db, await signedIn(request), request.params.id, request.body)),
  );

  app.post(
    '/bookings/:id/conversation',
    { schema: { params: Params, response: { 200: ConversationRef } }, onRequest: requireUser },
    async (request) => bookingConversation(app.db, await signedIn(request), request.params.id),
  );

  app.get(
    '/hosts/:id/reply-time',
    { schema: { params: Params, response: { 200: ReplyTime } } },
    async (request) => hostReplyTime(app.db, request.params.id),
  );
};
