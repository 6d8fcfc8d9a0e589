import assert from 'node:assert/strict';
import type { IncomingMessage } from 'node:http';
import { test } from 'node:test';
import { clientAddress } from './interactions';

const request = (remoteAddress: string, forwardedFor?: string) =>
  ({
    socket: { remoteAddress },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  }) as unknown as IncomingMessage;

test('the address a sign-in is counted under: the socket, or what the trusted proxies added', () => {
  const table: Array<[IncomingMessage, number, string]> = [
    // No proxy trusted: the header is the caller's word and ignored.
    [request('203.0.113.7', '10.9.9.9'), 0, '203.0.113.7'],
    // Behind one nginx: the last entry is the one nginx added; what the caller sent before it is ignored.
    [request('127.0.0.1', '10.9.9.9, 203.0.113.7'), 1, '203.0.113.7'],
    [request('127.0.0.1', '203.0.113.7'), 1, '203.0.113.7'],
    // Two proxies: the outer one added the caller, the inner one the outer one.
    [request('127.0.0.1', '10.9.9.9, 203.0.113.7, 192.0.2.1'), 2, '203.0.113.7'],
    // A trusted proxy that sent no header: the socket.
    [request('127.0.0.1'), 1, '127.0.0.1'],
  ];
  for (const [req, hops, expected] of table) assert.equal(clientAddress(req, hops), expected);
});
