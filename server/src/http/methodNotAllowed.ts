import type { FastifyInstance } from 'fastify';

/** The order methods are listed in an Allow header. */
const METHOD_ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** A route's path as a pattern over a request's path: `/User/:email` matches `/User/a%40b.test`. */
function patternOf(url: string): RegExp {
  const parts = url
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${parts.join('/')}$`);
}

/**
 * Keeps the methods of every path the app has (through the onRoute hook, so it must be called before the routes are
 * registered) and answers which a request's path allows: none for a path the API does not have. CORS preflights
 * (OPTIONS, answered by @fastify/cors on every path) and wildcard routes are not methods of a path.
 */
export function trackAllowedMethods(app: FastifyInstance): (path: string) => string[] {
  const byUrl = new Map<string, { pattern: RegExp; methods: Set<string> }>();
  app.addHook('onRoute', (route) => {
    if (route.url.includes('*')) return;
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'OPTIONS');
    if (methods.length === 0) return;
    const entry = byUrl.get(route.url) ?? { pattern: patternOf(route.url), methods: new Set<string>() };
    for (const method of methods) entry.methods.add(method);
    byUrl.set(route.url, entry);
  });
  return (path) => {
    const allowed = new Set<string>();
    for (const { pattern, methods } of byUrl.values()) {
      if (pattern.test(path)) for (const method of methods) allowed.add(method);
    }
    return [...allowed].sort((a, b) => METHOD_ORDER.indexOf(a) - METHOD_ORDER.indexOf(b));
  };
}
