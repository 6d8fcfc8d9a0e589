/**
 * Which proxies in front of the API may say who the caller is (`TRUST_PROXY`, e.g. replicas behind nginx). Their
 * addresses, comma-separated; `loopback` stands for 127.0.0.0/8 and ::1. Empty (the default): X-Forwarded-For is
 * ignored and the caller is the socket's address. Addresses, not a hop count: a count cannot tell a proxy from a
 * caller who sends the header himself (Fastify 5 refuses counts for that reason).
 */
export function parseTrustedProxies(setting: string | undefined): string[] {
  return (setting ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter((a) => a !== '');
}

/** Is `address` one of the trusted proxies? */
export function isTrustedProxy(address: string, trusted: readonly string[]): boolean {
  const plain = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return trusted.some((t) => (t === 'loopback' ? plain === '::1' || plain.startsWith('127.') : t === plain));
}

/**
 * The caller's address: from the socket outwards through X-Forwarded-For (right to left), the first address that is
 * not a trusted proxy. What a caller wrote into the header himself sits left of what the proxies added and is reached
 * only through trusted proxies, so it cannot stand in for the caller.
 */
export function clientAddress(
  socket: string | undefined,
  forwardedFor: string | string[] | undefined,
  trusted: readonly string[],
): string {
  const own = socket ?? 'unknown';
  if (trusted.length === 0) return own;
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
  const forwarded = header
    .split(',')
    .map((a) => a.trim())
    .filter((a) => a !== '');
  const chain = [own, ...forwarded.reverse()];
  for (let i = 0; i < chain.length - 1; i++) if (!isTrustedProxy(chain[i]!, trusted)) return chain[i]!;
  return chain[chain.length - 1]!;
}
