import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { NotFound } from './errors.ts';
import { isLoopbackAddress, isLoopbackRequest, requireLoopback } from './loopback.ts';

/** The parts of a request the rule reads: the socket's address, the resolved ip and the headers. */
function request(socket: string, options: { ip?: string; headers?: Record<string, string> } = {}) {
  return {
    socket: { remoteAddress: socket },
    ip: options.ip ?? socket,
    headers: options.headers ?? {},
  } as unknown as FastifyRequest;
}

describe('isLoopbackAddress', () => {
  it.each(['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1'])('is true for %s', (address) => {
    expect(isLoopbackAddress(address)).toBe(true);
  });

  it.each([
    '203.0.113.9',
    '10.0.0.1',
    '0.0.0.0',
    '::',
    '::ffff:203.0.113.9',
    'localhost',
    '127.0.0.1.example.test',
    '',
    undefined,
  ])('is false for %s', (address) => {
    expect(isLoopbackAddress(address)).toBe(false);
  });
});

describe('isLoopbackRequest', () => {
  it('accepts a request from this machine that came through no proxy', () => {
    expect(isLoopbackRequest(request('127.0.0.1'))).toBe(true);
    expect(isLoopbackRequest(request('::1'))).toBe(true);
  });

  it('refuses another address', () => {
    expect(isLoopbackRequest(request('203.0.113.9'))).toBe(false);
  });

  it.each([
    ['x-forwarded-for', '127.0.0.1'],
    ['forwarded', 'for=127.0.0.1'],
    ['x-real-ip', '127.0.0.1'],
  ])('refuses a loopback socket carrying %s (a proxy on this machine relaying a visitor)', (name, value) => {
    expect(isLoopbackRequest(request('127.0.0.1', { headers: { [name]: value } }))).toBe(false);
  });

  it('refuses when the resolved client is not loopback although the socket is', () => {
    expect(isLoopbackRequest(request('127.0.0.1', { ip: '203.0.113.9' }))).toBe(false);
  });

  it('refuses when the resolved client claims loopback but the socket is not', () => {
    expect(isLoopbackRequest(request('203.0.113.9', { ip: '127.0.0.1' }))).toBe(false);
  });
});

describe('requireLoopback', () => {
  const reply = {} as FastifyReply;

  it('lets a loopback request through', async () => {
    await expect(requireLoopback(request('127.0.0.1'), reply)).resolves.toBeUndefined();
  });

  it('answers anyone else that the route does not exist', async () => {
    await expect(requireLoopback(request('203.0.113.9'), reply)).rejects.toBeInstanceOf(NotFound);
  });
});
