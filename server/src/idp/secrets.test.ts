import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { oneDatabaseTwoConnections } from '../testing/oneDatabaseTwoConnections';
import { ensureIdpSecrets, idpCertificatePath } from './secrets';

// Two replicas, each with a data folder of its own, on one database.
const shared = oneDatabaseTwoConnections('idp-secrets-test');

test('replicas on one database sign with one key, share cookie keys and show one certificate', async () => {
  const a = { databaseFile: path.join(shared.dir, 'a', 'bess.sqlite') };
  const b = { databaseFile: path.join(shared.dir, 'b', 'bess.sqlite') };
  // Both start at once, with nothing stored yet: one's secrets win, and both use them.
  const [secretsA, secretsB] = await Promise.all([
    ensureIdpSecrets(a, shared.first.db),
    ensureIdpSecrets(b, shared.second.db),
  ]);
  assert.deepEqual(secretsB.jwks, secretsA.jwks);
  assert.deepEqual(secretsB.cookieKeys, secretsA.cookieKeys);
  assert.equal(secretsB.cert, secretsA.cert);
  assert.equal(secretsB.key, secretsA.key);
  // Each replica's disk copy is the shared certificate (what NODE_EXTRA_CA_CERTS is pointed at).
  assert.equal(fs.readFileSync(idpCertificatePath(a), 'utf8'), secretsA.cert);
  assert.equal(fs.readFileSync(idpCertificatePath(b), 'utf8'), secretsA.cert);
  // A later start, even with other files on disk, keeps the stored ones (tokens already issued stay valid).
  const c = { databaseFile: path.join(shared.dir, 'c', 'bess.sqlite') };
  await ensureIdpSecrets(c);
  assert.notEqual(fs.readFileSync(idpCertificatePath(c), 'utf8'), secretsA.cert);
  const secretsC = await ensureIdpSecrets(c, shared.first.db);
  assert.deepEqual(secretsC.jwks, secretsA.jwks);
  assert.equal(fs.readFileSync(idpCertificatePath(c), 'utf8'), secretsA.cert);
});
