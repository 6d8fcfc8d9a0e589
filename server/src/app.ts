import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { ServerErrorCode } from '@bess/shared/domain';
import { HttpError } from './http/errors';
import { strictValidatorCompiler } from './http/inputValidation';
import { trackAllowedMethods } from './http/methodNotAllowed';
import { openApiDocument } from './http/openApi';
import { authenticate } from './http/pipeline/authenticate';
import { denyRoutesWithoutRule } from './http/pipeline/authorize';
import { registerRoutes } from './http/registerRoutes';
import { isTrustedProxy } from './http/trustedProxies';
import { logRequests } from './http/requestLog';
import { ALL_ROUTES } from './routes';
import { publicFileRoutes } from './routes/files';
import type { Services } from './services/services';
import type { TokenVerifier } from './services/tokenVerifier';
import { isTextPostgresRefuses } from './db/engines/sql';

export interface AppOptions {
  services: Services;
  verifyToken: TokenVerifier;
  /** Off by default (tests stay quiet); `main.ts` turns it on with `loggerOptions()` of http/requestLog.ts. */
  logger?: FastifyServerOptions['logger'];
  /**
   * Check every answer in full against the contract before it leaves (a drift is a 500). On by default, so every test
   * checks; `main.ts` follows `CHECK_ANSWERS` (off in production, where Fastify's response schemas shape the answers).
   */
  checkAnswers?: boolean;
}

/** spec-sized bodies are small; a BMS file upload has its own limit on its own route. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** How long a browser may keep the answer to a CORS preflight: 2 hours, the most Chromium keeps one. */
export const CORS_PREFLIGHT_MAX_AGE_S = 7_200;

/**
 * The API as a Fastify instance, in the order of fastify/demo: external plugins, app plugins (errors, auth), routes.
 * Nothing is reachable without a rule: a route registered without `config.endpoint` (a contract call with its
 * access rule) or `config.public` makes start-up fail.
 */
export async function buildApp({
  services,
  verifyToken,
  logger = false,
  checkAnswers = true,
}: AppOptions): Promise<FastifyInstance> {
  const trusted = services.config.trustedProxies ?? [];
  const app = Fastify({
    logger,
    // Fastify's own request lines would log URLs, and signed links carry their token in the URL: ours log the route.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    ajv: { customOptions: { coerceTypes: false } },
    // A legal e-mail in a path (/User/{email}) can be long; the router's default cuts at 100 characters.
    routerOptions: { maxParamLength: 320 },
    // Behind a proxy, request.ip is the caller's address as the outermost trusted proxy saw it.
    trustProxy: trusted.length > 0 ? (address: string) => isTrustedProxy(address, trusted) : false,
    // Errors of the router itself (a malformed URL) answer in the API's shape too.
    frameworkErrors: (error, _request, reply) => {
      void (reply as FastifyReply).code(error.statusCode ?? 400).send({ code: null, message: error.message });
    },
  });
  app.setValidatorCompiler(strictValidatorCompiler);
  // Every body of the contract is JSON (spec 7): a text body is 415, not parsed as a string (the upload link has a
  // parser of its own in its plugin).
  app.removeContentTypeParser('text/plain');

  await app.register(cors, {
    origin: services.config.portalOrigins,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    // x-ms-blob-type: uploads are PUT to their link as a block blob (spec 7).
    allowedHeaders: ['Authorization', 'Content-Type', 'x-ms-blob-type', 'Idempotency-Key'],
    exposedHeaders: ['Retry-After', 'Idempotent-Replayed'],
    // A browser keeps the preflight's answer (Chromium for 2 hours at most), so an API call of a reload costs
    // one round trip, not two. The answer is the same for every caller; a request that needs a method or header the
    // kept answer lacks is preflighted again.
    maxAge: CORS_PREFLIGHT_MAX_AGE_S,
  });
  // The API answers JSON (and a test document's PDF): nothing in it may run scripts, load anything or be framed.
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] },
    },
    // The portal calls from other origins with CORS; a resource policy of same-origin would only confuse that.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });

  denyRoutesWithoutRule(app);

  // Which methods each path has, for the Allow header of a 405.
  const allowedMethods = trackAllowedMethods(app);

  logRequests(app);
  authenticate(app, services, verifyToken);

  // An answer to a signed-in caller (or a dashboard link) is that caller's data: no cache may keep it (ASVS 14.3).
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.headers.authorization) reply.header('Cache-Control', 'no-store');
    return payload;
  });

  // Several replicas behind one proxy: which one answered, for operators and the replica e2e run.
  const replicaName = services.config.replicaName;
  if (replicaName)
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.header('X-Replica', replicaName);
      return payload;
    });

  // Registered after the hook above that resolves the caller, so each one is limited on its own: a user by e-mail, an
  // anonymous dashboard link by its dashboard, anyone else by address.
  if (services.config.rateLimitPerMinute > 0) {
    await app.register(rateLimit, {
      max: services.config.rateLimitPerMinute,
      timeWindow: 60_000,
      keyGenerator: (request) =>
        request.user
          ? `user:${request.user.email}`
          : request.share
            ? `share:${request.share.dashboardId}`
            : `ip:${request.ip}`,
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        code: null,
        message: `Too many requests, please try again in ${Math.ceil(context.ttl / 1000)} s`,
      }),
    });
  }

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) {
      // Fastify marks a validator's refusal with its own string code; the API's code is a number or null.
      const body = { code: typeof error.code === 'number' ? error.code : null, message: error.message };
      return reply.code(error.statusCode).send(error.errors.length > 0 ? { ...body, errors: error.errors } : body);
    }
    const err = error as { validation?: unknown; statusCode?: number; code?: string; message: string };
    if (err.validation) {
      return reply.code(400).send({ code: null, message: err.message });
    }
    if (err.statusCode === 413 || err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send({ code: null, message: 'The request body is too large' });
    }
    if (err.statusCode === 429) {
      return reply.code(429).send({ code: null, message: err.message });
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.code(err.statusCode).send({ code: null, message: err.message });
    }
    if (isTextPostgresRefuses(error)) {
      return reply.code(400).send({ code: null, message: 'Text must not contain the NUL character (U+0000)' });
    }
    request.log.error(error);
    return reply.code(500).send({ code: ServerErrorCode.SomethingWentWrong, message: 'Something went wrong' });
  });
  // A path the API has, asked with a method it does not take, is 405 with the methods it does take (RFC 9110 15.5.6),
  // so a client sees its mistake is the method; any other miss is 404. OPTIONS never gets here as a 405: @fastify/cors
  // answers preflights on every path.
  app.setNotFoundHandler((request, reply) => {
    const allowed = request.method === 'OPTIONS' ? [] : allowedMethods(request.url.split('?')[0] ?? '');
    if (allowed.length === 0) return reply.code(404).send({ code: null, message: 'Not found' });
    return reply
      .code(405)
      .header('Allow', allowed.join(', '))
      .send({ code: null, message: `The method ${request.method} is not allowed here; use ${allowed.join(', ')}` });
  });

  // Probes and API readers are outside the per-address limit: a load balancer's health check every few seconds from
  // one address must neither use up that address's calls nor be refused itself (both answer fixed, cheap texts).
  app.get('/health', { config: { public: true, rateLimit: false } }, async () => ({ status: 'ok' }));
  // The contract as OpenAPI 3.1, for client generators and fuzzers; public, like any API description.
  const openApi = openApiDocument(ALL_ROUTES, services.config.publicUrl);
  app.get('/openapi.json', { config: { public: true, rateLimit: false } }, async () => openApi);
  registerRoutes(app, ALL_ROUTES, services, { checkAnswers });
  // Upload and document links: public routes whose signed, expiring token is their access rule.
  await app.register(publicFileRoutes, { services });
  return app;
}
