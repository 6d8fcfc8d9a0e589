import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions, InjectOptions } from 'fastify';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import { buildApp } from '../app';
import { loadConfig, type ServerConfig } from '../config';
import { openDatabase, type OpenedDatabase } from '../db/database';
import { openApiDocument, type OpenApiDocument } from '../http/openApi';
import { ALL_ROUTES } from '../routes';
import { createServices, type Services } from '../services/services';
import { createTokenVerifier } from '../services/tokenVerifier';
import { createDatabase, dropDatabase } from './postgres';
import { watchStatuses } from './statusCheck';

const ISSUER = 'https://idp.test';
const AUDIENCE = 'https://api.test';

export interface TestApp {
  app: FastifyInstance;
  services: Services;
  database: OpenedDatabase;
  /** Moves the server's clock. */
  setNow(date: Date): void;
  /** A real signed JWT access token for an e-mail (the API verifies it like any other). */
  tokenFor(email: string, options?: { issuer?: string; audience?: string; expiresIn?: string }): Promise<string>;
  /** app.inject with the bearer token of `as` (an e-mail), if given. */
  call(options: InjectOptions & { as?: string }): Promise<Awaited<ReturnType<FastifyInstance['inject']>>>;
  /** The answers so far whose status the OpenAPI document does not list for their route (or whose error body is off). */
  statusViolations(): string[];
  /** Closes the app and its database; throws, after closing, when an answer broke the OpenAPI document. */
  close(): Promise<void>;
}

/**
 * With TEST_DATABASE=postgres the test apps run on a new, empty database of the PostgreSQL server of
 * TEST_POSTGRES_URL (`npm run test:server:pg` starts a throw-away one, testing/runOnPostgres.ts), a copy of the
 * migrated database TEST_POSTGRES_TEMPLATE when given; else undefined.
 */
export async function testPostgresDatabase(): Promise<string | undefined> {
  if (process.env.TEST_DATABASE !== 'postgres') return undefined;
  const adminUrl = process.env.TEST_POSTGRES_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE=postgres needs TEST_POSTGRES_URL (npm run test:server:pg sets both)');
  return createDatabase(adminUrl, 'bess_test', process.env.TEST_POSTGRES_TEMPLATE || undefined);
}

/**
 * A real app on a real SQLite file in a temp folder, with tokens signed by a key pair made for the test. Quiet unless
 * `options.logger` is given (a test of the log itself). `options.database`: the app runs on that opened database
 * instead (a replica's connection, testing/oneDatabaseTwoConnections.ts), which stays open when the app closes.
 *
 * Every answer is held to the API's OpenAPI document (testing/statusCheck.ts): a status it does not list for the
 * route, or an error answer that is not the API's error body, makes `close()` throw, so every server test also tests
 * the document. `options.document` holds the answers to another document instead (a test of the check itself).
 */
export async function createTestApp(
  overrides: Partial<ServerConfig> = {},
  options: { logger?: FastifyServerOptions['logger']; database?: OpenedDatabase; document?: OpenApiDocument } = {},
): Promise<TestApp> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bess-server-test-'));
  const config: ServerConfig = {
    ...loadConfig({}),
    databaseFile: path.join(dir, 'test.sqlite'),
    filesDir: path.join(dir, 'files'),
    issuer: ISSUER,
    audience: AUDIENCE,
    runIdentityProvider: false,
    simulate: false,
    // Tests call far faster than a person; the limit has tests of its own (http/rateLimit.test.ts).
    rateLimitPerMinute: 0,
    ...overrides,
  };
  const postgresUrl = options.database ? undefined : await testPostgresDatabase();
  const database = options.database ?? (await openDatabase(postgresUrl ?? config.databaseFile));
  let now = new Date('2026-11-22T12:00:00Z');
  const clock = () => now;
  const services = createServices(config, database, clock);
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  await exportJWK(publicKey); // proves the key is exportable as a JWKS would carry it
  const app = await buildApp({
    services,
    verifyToken: createTokenVerifier({ issuer: ISSUER, audience: AUDIENCE, key: publicKey }),
    logger: options.logger,
  });
  const statuses = watchStatuses(app, options.document ?? openApiDocument(ALL_ROUTES, config.publicUrl));

  const tokenFor: TestApp['tokenFor'] = (email, options = {}) =>
    new SignJWT({ email, name: email.split('@')[0] })
      .setProtectedHeader({ alg: 'RS256' })
      .setSubject(`sub-${email}`)
      .setIssuer(options.issuer ?? ISSUER)
      .setAudience(options.audience ?? AUDIENCE)
      .setIssuedAt(Math.floor(Date.now() / 1000))
      .setExpirationTime(options.expiresIn ?? '10m')
      .sign(privateKey);

  return {
    app,
    services,
    database,
    setNow(date) {
      now = date;
    },
    tokenFor,
    async call({ as, headers, ...options }) {
      const auth = as ? { authorization: `Bearer ${await tokenFor(as)}` } : {};
      return app.inject({ ...options, headers: { ...headers, ...auth } });
    },
    statusViolations: () => statuses.violations(),
    async close() {
      await app.close();
      if (!options.database) await database.close();
      if (postgresUrl) await dropDatabase(postgresUrl);
      fs.rmSync(dir, { recursive: true, force: true });
      statuses.close();
      const violations = statuses.violations();
      if (violations.length > 0) {
        throw new Error(
          `The app answered what its OpenAPI document (http/openApi.ts) does not say: declare the status in the ` +
            `call's ENDPOINTS entry (statuses) if the route answers it on purpose, else fix the route.\n` +
            violations.join('\n'),
        );
      }
    },
  };
}
