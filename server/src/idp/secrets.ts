import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { generate } from 'selfsigned';
import { loadConfig, type ServerConfig } from '../config';
import type { Db } from '../db/database';

/** What the local provider keeps on disk: its TLS certificate and key, token signing key and cookie keys. */
export interface IdpSecrets {
  certPath: string;
  cert: string;
  key: string;
  /** The private JWK set the provider signs with (RS256). */
  jwks: { keys: Array<Record<string, unknown>> };
  cookieKeys: string[];
}

const CERT_FILE = 'localhost-cert.pem';
const KEY_FILE = 'localhost-key.pem';
const SECRETS_FILE = 'idp-secrets.json';
const CERT_VALID_DAYS = 825; // the longest validity browsers accept for a TLS server certificate

/** The folder of the provider's files: server/data/tls/ beside the database file. */
export function idpDataDir(config: Pick<ServerConfig, 'databaseFile'>): string {
  return path.join(path.dirname(config.databaseFile), 'tls');
}

/**
 * The local provider's certificate (PEM), for NODE_EXTRA_CA_CERTS in other Node processes (tests, the e2e harness).
 * It exists once the provider has started, or after `ensureIdpSecrets`.
 */
export function idpCertificatePath(config: Pick<ServerConfig, 'databaseFile'> = loadConfig()): string {
  return path.join(idpDataDir(config), CERT_FILE);
}

function writePrivate(file: string, content: string) {
  fs.writeFileSync(file, content, { mode: 0o600 });
}

async function createCertificate(certPath: string, keyPath: string) {
  const notBeforeDate = new Date(Date.now() - 60_000);
  const notAfterDate = new Date(notBeforeDate.getTime() + CERT_VALID_DAYS * 24 * 3600_000);
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keySize: 2048,
    algorithm: 'sha256',
    notBeforeDate,
    notAfterDate,
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
          { type: 7, ip: '::1' },
        ],
      },
    ],
  });
  writePrivate(keyPath, pems.private);
  fs.writeFileSync(certPath, pems.cert);
}

function createSecrets() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), alg: 'RS256', use: 'sig' };
  return { jwks: { keys: [jwk] }, cookieKeys: [randomBytes(32).toString('base64url')] };
}

/** Reads the provider's files from disk (server/data/tls/), generating what is missing. */
async function secretsOnDisk(dir: string): Promise<Omit<IdpSecrets, 'certPath'>> {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const certPath = path.join(dir, CERT_FILE);
  const keyPath = path.join(dir, KEY_FILE);
  const secretsPath = path.join(dir, SECRETS_FILE);
  if (!fs.existsSync(certPath) || !fs.existsSync(keyPath)) await createCertificate(certPath, keyPath);
  if (!fs.existsSync(secretsPath)) writePrivate(secretsPath, JSON.stringify(createSecrets(), null, 2));
  const secrets = JSON.parse(fs.readFileSync(secretsPath, 'utf8')) as Pick<IdpSecrets, 'jwks' | 'cookieKeys'>;
  return {
    cert: fs.readFileSync(certPath, 'utf8'),
    key: fs.readFileSync(keyPath, 'utf8'),
    jwks: secrets.jwks,
    cookieKeys: secrets.cookieKeys,
  };
}

/** The names of the secrets in the database's idp_secrets table. */
const SECRET_NAMES = ['tls-cert', 'tls-key', 'jwks', 'cookie-keys'] as const;

async function secretsInDatabase(db: Db): Promise<Omit<IdpSecrets, 'certPath'> | null> {
  const rows = await db.selectFrom('idp_secrets').select(['name', 'value']).execute();
  const byName = new Map(rows.map((r) => [r.name, r.value]));
  if (!SECRET_NAMES.every((name) => byName.has(name))) return null;
  return {
    cert: byName.get('tls-cert')!,
    key: byName.get('tls-key')!,
    jwks: JSON.parse(byName.get('jwks')!) as IdpSecrets['jwks'],
    cookieKeys: JSON.parse(byName.get('cookie-keys')!) as string[],
  };
}

/**
 * Reads the provider's certificate, key, signing key and cookie keys, generating what is missing at first start
 * (ARCHITECTURE 5: a self-signed certificate generated at first start). Reusing them keeps the browser's accepted
 * certificate and makes issued tokens and cookies survive restarts.
 *
 * With `db`, the database holds them (several API replicas must sign tokens with one key, read each other's
 * cookies and show one certificate behind a proxy): the first replica to start stores its files' secrets (those of an
 * existing install, or new ones) and any other replica, racing or later, reads the stored ones instead of its own (an
 * insert that keeps the row already there). The certificate is written to disk too, for NODE_EXTRA_CA_CERTS.
 */
export async function ensureIdpSecrets(config: Pick<ServerConfig, 'databaseFile'>, db?: Db): Promise<IdpSecrets> {
  const dir = idpDataDir(config);
  const certPath = path.join(dir, CERT_FILE);
  if (!db) return { certPath, ...(await secretsOnDisk(dir)) };
  let stored = await secretsInDatabase(db);
  if (!stored) {
    const local = await secretsOnDisk(dir);
    const values: Record<(typeof SECRET_NAMES)[number], string> = {
      'tls-cert': local.cert,
      'tls-key': local.key,
      jwks: JSON.stringify(local.jwks),
      'cookie-keys': JSON.stringify(local.cookieKeys),
    };
    await db
      .insertInto('idp_secrets')
      .values(SECRET_NAMES.map((name) => ({ name, value: values[name] })))
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    stored = await secretsInDatabase(db);
    if (!stored) throw new Error('the identity provider secrets could not be stored');
  }
  // This replica's disk copy follows the shared secrets (the certificate is what other processes are told to trust).
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const onDisk = fs.existsSync(certPath) ? fs.readFileSync(certPath, 'utf8') : null;
  if (onDisk !== stored.cert) {
    writePrivate(path.join(dir, KEY_FILE), stored.key);
    fs.writeFileSync(certPath, stored.cert);
    writePrivate(
      path.join(dir, SECRETS_FILE),
      JSON.stringify({ jwks: stored.jwks, cookieKeys: stored.cookieKeys }, null, 2),
    );
  }
  return { certPath, ...stored };
}
