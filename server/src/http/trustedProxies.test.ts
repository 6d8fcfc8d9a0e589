import assert from 'node:assert/strict';
import { test } from 'node:test';
import { clientAddress, isTrustedProxy, parseTrustedProxies } from './trustedProxies';

test('TRUST_PROXY: addresses, comma-separated; loopback stands for 127.0.0.0/8 and ::1', () => {
  assert.deepEqual(parseTrustedProxies(undefined), []);
  assert.deepEqual(parseTrustedProxies(' 10.0.0.5, loopback ,'), ['10.0.0.5', 'loopback']);
  assert.equal(isTrustedProxy('127.0.0.1', ['loopback']), true);
  assert.equal(isTrustedProxy('::ffff:127.0.0.1', ['loopback']), true);
  assert.equal(isTrustedProxy('::1', ['loopback']), true);
  assert.equal(isTrustedProxy('10.0.0.5', ['loopback']), false);
  assert.equal(isTrustedProxy('::ffff:10.0.0.5', ['10.0.0.5']), true);
});

test('the address a caller is counted under: the socket, or what the trusted proxies added', () => {
  const table: Array<[string, string | undefined, string[], string]> = [
    // No proxy trusted: the header is the caller's word and ignored.
    ['203.0.113.7', '10.9.9.9', [], '203.0.113.7'],
    // Behind one nginx: the last entry is the one nginx added; what the caller sent before it is ignored.
    ['127.0.0.1', '10.9.9.9, 203.0.113.7', ['loopback'], '203.0.113.7'],
    ['127.0.0.1', '203.0.113.7', ['loopback'], '203.0.113.7'],
    // Two proxies: the outer one (10.0.0.5) added the caller, the inner one the outer one.
    ['127.0.0.1', '10.9.9.9, 203.0.113.7, 10.0.0.5', ['loopback', '10.0.0.5'], '203.0.113.7'],
    // A caller that is not a trusted proxy cannot name another address.
    ['203.0.113.7', '10.9.9.9', ['loopback'], '203.0.113.7'],
    // A trusted proxy that sent no header: the socket.
    ['127.0.0.1', undefined, ['loopback'], '127.0.0.1'],
  ];
  for (const [socket, header, trusted, expected] of table)
    assert.equal(clientAddress(socket, header, trusted), expected, `${socket} / ${header}`);
});
