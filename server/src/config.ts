import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseTrustedProxies } from './http/trustedProxies';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The server's settings, from the environment with local defaults (ARCHITECTURE 6). */
export interface ServerConfig {
  /** API port; spec 7: the local API is on port 3000. */
  port: number;
  host: string;
  /** SQLite database file (created and migrated at start). */
  databaseFile: string;
  /**
   * `DATABASE_URL`: a postgres://… URL selects PostgreSQL instead of the SQLite file (migrated at start
   * too; docs/database.md). Unset: the embedded SQLite file.
   */
  databaseUrl: string | undefined;
  /** Folder for uploaded files (BMS and device configuration files). */
  filesDir: string;
  /** The issuer whose tokens are accepted; locally our own OpenID Connect provider. */
  issuer: string;
  /** The audience (resource indicator) access tokens must carry. */
  audience: string;
  /** JWKS of the issuer; derived from the issuer when not set. */
  jwksUrl: string;
  /** Run the local identity provider (off in production, where the external provider issues tokens). */
  runIdentityProvider: boolean;
  idpPort: number;
  /** Where the portal runs, for the provider's redirect URIs and CORS. */
  portalOrigins: string[];
  /** Public base URL of this API, for upload and download links. */
  publicUrl: string;
  /** Fleet to seed an empty database with: demo (tens of sites) or large (1,000 sites, 10,000 devices). */
  fleet: 'demo' | 'large';
  seed: number;
  /** Run the live simulator (off in tests, which drive time themselves). */
  simulate: boolean;
  /**
   * How often the firmware rollout runner ticks in the replica that holds its lease (`ROLLOUT_TICK_MS`, default 5 s;
   * rollouts/runner.ts): each tick follows the devices under way and sends the next ones.
   */
  rolloutTickMs: number;
  /**
   * How many days of minute telemetry are kept (`TELEMETRY_MINUTE_DAYS`, default 35, at least 2): on PostgreSQL the
   * minute store drops older days as whole partitions (db/minuteStore.ts), on SQLite the simulator deletes their rows.
   */
  telemetryMinuteDays: number;
  /**
   * Calls per minute and caller (a user, a share token, else an IP address) before 429 Too Many Requests; 0 turns
   * the limit off. The portal itself makes a few calls a minute per user (spec 7's polling) plus what a person clicks.
   */
  rateLimitPerMinute: number;
  /** The log's level (pino: fatal, error, warn, info, debug, trace, silent); `LOG_LEVEL`, default info. */
  logLevel: string;
  /**
   * Check each answer in full against the contract before it leaves (`CHECK_ANSWERS` 1/0); by default on, except
   * with NODE_ENV=production, where Fastify's response schemas alone shape the answers (a year of points costs
   * about 15 ms to check).
   */
  checkAnswers: boolean;
  /**
   * Lifetime in seconds of the access and ID tokens the local identity provider issues; `IDP_ACCESS_TOKEN_TTL_S`,
   * default an hour. Tests of a token expiring mid-session set a short one.
   */
  idpAccessTokenTtlS?: number;
  /**
   * This replica's name (`REPLICA_NAME`), sent as the `X-Replica` header of every answer when set: several replicas
   * behind one proxy can then be told apart (docs/deployment.md "Several API replicas").
   */
  replicaName?: string;
  /**
   * The proxies that may say who the caller is (`TRUST_PROXY`: addresses, comma-separated, or `loopback`; default
   * none): behind nginx the caller's address (for the rate limits) is then the one nginx saw (http/trustedProxies.ts).
   */
  trustedProxies?: string[];
  /**
   * The port the local identity provider listens on (`IDP_LISTEN_PORT`), when it is not the issuer's (`IDP_PORT`):
   * behind a proxy, the issuer is the proxy's address and each replica's provider listens on a port of its own.
   */
  idpListenPort?: number;
}

function intFrom(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return value;
}

/** Reads the configuration from `env` (the process's environment by default), and from nothing else. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = intFrom(env, 'PORT', 3000);
  const idpPort = intFrom(env, 'IDP_PORT', 4443);
  const issuer = env.OIDC_ISSUER ?? `https://localhost:${idpPort}`;
  const fleet = env.FLEET === 'large' ? 'large' : 'demo';
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    databaseFile:
      env.DATABASE_FILE ?? path.join(SERVER_DIR, 'data', fleet === 'large' ? 'bess-large.sqlite' : 'bess.sqlite'),
    databaseUrl: env.DATABASE_URL || undefined,
    filesDir: env.FILES_DIR ?? path.join(SERVER_DIR, 'data', 'files'),
    issuer,
    audience: env.OIDC_AUDIENCE ?? 'https://api.bess.local',
    jwksUrl: env.OIDC_JWKS_URL ?? `${issuer}/jwks`,
    runIdentityProvider: env.OIDC_ISSUER === undefined,
    idpPort,
    portalOrigins: (env.PORTAL_ORIGINS ?? 'http://localhost:8080').split(',').map((o) => o.trim()),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    fleet,
    seed: intFrom(env, 'FLEET_SEED', 20261122),
    simulate: env.SIMULATE !== '0',
    rolloutTickMs: Math.max(1, intFrom(env, 'ROLLOUT_TICK_MS', 5000)),
    telemetryMinuteDays: Math.max(2, intFrom(env, 'TELEMETRY_MINUTE_DAYS', 35)),
    rateLimitPerMinute: intFrom(env, 'RATE_LIMIT_PER_MINUTE', 1200),
    logLevel: env.LOG_LEVEL || 'info',
    checkAnswers: env.CHECK_ANSWERS ? env.CHECK_ANSWERS !== '0' : env.NODE_ENV !== 'production',
    idpAccessTokenTtlS: Math.max(1, intFrom(env, 'IDP_ACCESS_TOKEN_TTL_S', 3600)),
    replicaName: env.REPLICA_NAME || undefined,
    trustedProxies: parseTrustedProxies(env.TRUST_PROXY),
    idpListenPort: env.IDP_LISTEN_PORT ? intFrom(env, 'IDP_LISTEN_PORT', idpPort) : undefined,
  };
}
