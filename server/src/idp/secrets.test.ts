import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { openDatabase, type OpenedDatabase } from '../db/database';
import { dropDatabase } from '../testing/postgres';
import { testPostgresDatabase } from '../testing/testApp';
import { ensureIdpSecrets, idpCertificatePath } from './secrets';

// Issue 18: two replicas, each with a data folder of its own, on one database.
let dir: string;
let postgresUrl: string | undefined;
let first: OpenedDatabase;
let second: OpenedDatabase;

before(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bess-idp-secrets-test-'));
  postgresUrl = await testPostgresDatabase();
  const target = postgresUrl ?? path.join(dir, 'shared.sqlite');
  first = await openDatabase(target);
  second = await openDatabase(target);
});

after(async () => {
  await first.close();
  await second.close();
  if (postgresUrl) await dropDatabase(postgresUrl);
  fs.rmSync(dir, { recursive: true, force: true });
});

test('replicas on one database sign with one key, share cookie keys and show one certificate', async () => {
  const a = { databaseFile: path.join(dir, 'a', 'bess.sqlite') };
  const b = { databaseFile: path.join(dir, 'b', 'bess.sqlite') };
  // Both start at once, with nothing stored yet: one's secrets win, and both use them.
  const [secretsA, secretsB] = await Promise.all([ensureIdpSecrets(a, first.db), ensureIdpSecrets(b, second.db)]);
  assert.deepEqual(secretsB.jwks, secretsA.jwks);
  assert.deepEqual(secretsB.cookieKeys, secretsA.cookieKeys);
  assert.equal(secretsB.cert, secretsA.cert);
  assert.equal(secretsB.key, secretsA.key);
  // Each replica's disk copy is the shared certificate (what NODE_EXTRA_CA_CERTS is pointed at).
  assert.equal(fs.readFileSync(idpCertificatePath(a), 'utf8'), secretsA.cert);
  assert.equal(fs.readFileSync(idpCertificatePath(b), 'utf8'), secretsA.cert);
  // A later start, even with other files on disk, keeps the stored ones (tokens already issued stay valid).
  const c = { databaseFile: path.join(dir, 'c', 'bess.sqlite') };
  await ensureIdpSecrets(c);
  assert.notEqual(fs.readFileSync(idpCertificatePath(c), 'utf8'), secretsA.cert);
  const secretsC = await ensureIdpSecrets(c, first.db);
  assert.deepEqual(secretsC.jwks, secretsA.jwks);
  assert.equal(fs.readFileSync(idpCertificatePath(c), 'utf8'), secretsA.cert);
});
