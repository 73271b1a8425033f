import { normalizeIP, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TooManyRequests } from './errors.ts';

/*
 * How routes opt in to a rate limit (the plugin is registered with `global: false`).
 *
 * One limit on a route, per IP:
 *   app.post('/contact', { config: { rateLimit: rateLimit({ max: 5, timeWindow: '1 hour' }) }, ... })
 * Several limits on one route (per IP and per account), in a preHandler:
 *   preHandler: enforceRateLimits(app, [
 *     { scope: 'sign-in:ip', max: 20, timeWindow: '15 minutes' },
 *     { scope: 'sign-in:account', max: 5, timeWindow: '15 minutes', key: (req) => bodyEmail(req) },
 *   ])
 * Either way an exceeded limit answers 429 `{ error: { code: 'rate_limited', message: RATE_LIMITED_MESSAGE } }`.
 */

export type RateLimitRule = {
  max: number;
  /** Milliseconds, or a duration such as '1 hour' or '15 minutes'. */
  timeWindow: number | string;
  /**
   * Whose requests count together: the client's IP (default), or a value read from the request, such as
   * the e-mail being signed in to or the caller's account. When it returns nothing the IP is used.
   */
  key?: 'ip' | ((request: FastifyRequest) => string | undefined | Promise<string | undefined>);
  /** Keeps the counters of different limits apart where they share a route or a key. */
  scope?: string;
};

/**
 * Route options for one limit. Counted in preHandler: after the body is parsed (so a key can read it)
 * and validated (so a form sent back with a typo does not use up the sender's allowance).
 */
export function rateLimit(rule: RateLimitRule): RateLimitOptions {
  return {
    max: rule.max,
    timeWindow: rule.timeWindow,
    hook: 'preHandler',
    keyGenerator: (request) => keyOf(rule, request),
  };
}

async function keyOf(rule: RateLimitRule, request: FastifyRequest): Promise<string> {
  const value = typeof rule.key === 'function' ? (await rule.key(request))?.trim().toLowerCase() : undefined;
  const who = value ? `key:${value}` : `ip:${normalizeIP(request.ip)}`;
  return rule.scope ? `${rule.scope}|${who}` : who;
}

/**
 * A preHandler enforcing several limits; each needs its own scope, as they share no route prefix. `message`
 * is what an exceeded limit says, when the route has words of its own for it.
 */
export function enforceRateLimits(
  app: FastifyInstance,
  rules: (RateLimitRule & { scope: string })[],
  message?: string,
) {
  const limiters = rules.map((rule) => app.createRateLimit(rateLimit(rule)));
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    for (const limiter of limiters) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', result.ttlInSeconds);
        throw new TooManyRequests(message);
      }
    }
  };
}
