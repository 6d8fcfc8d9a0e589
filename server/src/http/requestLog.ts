import type { FastifyInstance } from 'fastify';

/**
 * The API's log: one line per request and every unexpected error, as JSON lines on stdout.
 *
 * Fastify's own request lines are off: they carry the URL, and some URLs carry a token (the signed upload and
 * download links, `?token=`). A request line here has the method, the route's pattern (never the URL), the status,
 * the time taken and the signed-in user's id; nothing of the Authorization header or the query is ever logged.
 */
export function loggerOptions(level: string) {
  return {
    level,
    // Belt and braces: should a request object ever reach a log call, its credentials do not.
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'req.url', 'req.query'], remove: true },
  };
}

/** Adds the request line (see above) to every answered request. */
export function logRequests(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? null,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        userId: request.user?.userId ?? null,
        ...(request.share ? { sharedDashboard: request.share.dashboardId } : {}),
      },
      'request',
    );
  });
}
