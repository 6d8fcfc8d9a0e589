import fs from 'node:fs';
import https from 'node:https';
import { openDatabase } from '../../server/src/db/database';
import { API_URL, IDP_URL } from '../support/api';
import { screenshot } from '../support/browser';
import { accessTokenOf } from '../support/signIn';
import { REPLICA_COUNT, replicaName } from '../support/replicas';
import { expect, test } from '../support/fixtures';

/**
 * With E2E_REPLICAS=2 (`npm run test:e2e:replicas`) the API and its identity provider are two replicas behind nginx,
 * round robin. Consecutive calls are answered by different replicas, and it makes no difference to the caller which one
 * answers. In a run with one API there is nothing to see here.
 */
test.skip(REPLICA_COUNT < 2, 'needs E2E_REPLICAS=2 (npm run test:e2e:replicas)');

const EVERY_REPLICA = Array.from({ length: REPLICA_COUNT }, (_, i) => replicaName(i + 1)).sort();

/** GET through the proxy over https, trusting the provider's certificate; status, replica and body. */
function getIdp(path: string): Promise<{ status: number; replica: string; body: string }> {
  const ca = fs.readFileSync(process.env.BESS_E2E_IDP_CERT!, 'utf8');
  return new Promise((resolve, reject) => {
    https
      .get(`${IDP_URL}${path}`, { ca }, (res) => {
        let body = '';
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode!, replica: String(res.headers['x-replica']), body }));
      })
      .on('error', reject);
  });
}

test('a signed-in owner is served by every replica alike, whichever answers', async ({ stack, portal }) => {
  // The sign-in itself went through both: the provider's pages, its form and the token call are several requests.
  const { browser, page } = await portal.openAs(stack.shellUrl, 'owner@demo.test', { select: 'S-AARHUS' });
  try {
    await expect(page.getByText('Aarhus Harbour').first()).toBeVisible();
    const token = await accessTokenOf(page);
    const answers = [];
    for (let i = 0; i < 2 * REPLICA_COUNT; i++) {
      const answer = await fetch(`${API_URL}/User`, { headers: { authorization: `Bearer ${token}` } });
      answers.push({ status: answer.status, replica: answer.headers.get('x-replica'), body: await answer.text() });
    }
    // Round robin: every replica answered, and consecutive calls went to different ones.
    expect([...new Set(answers.map((a) => a.replica))].sort()).toEqual(EVERY_REPLICA);
    for (let i = 1; i < answers.length; i++) expect(answers[i]!.replica).not.toBe(answers[i - 1]!.replica);
    // The same token is good on each (one signing key), and each gives the same answer (one database).
    for (const answer of answers) expect(answer.status).toBe(200);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers[0]!.body).toContain('owner@demo.test');
    await screenshot(page, 'replicas-owner-home');
  } finally {
    await browser.close();
  }
});

test("the identity provider's replicas publish one signing key", async () => {
  const answers = [];
  for (let i = 0; i < 2 * REPLICA_COUNT; i++) answers.push(await getIdp('/jwks'));
  expect([...new Set(answers.map((a) => a.replica))].sort()).toEqual(EVERY_REPLICA);
  for (const answer of answers) expect(answer.status).toBe(200);
  expect(new Set(answers.map((a) => a.body)).size).toBe(1);
  expect((JSON.parse(answers[0]!.body) as { keys: unknown[] }).keys.length).toBeGreaterThan(0);
});

test('the fleet is simulated by one replica only: the one holding the lease', async () => {
  // Read through the server's data layer, on whichever engine the run's replicas share.
  const target = process.env.BESS_E2E_DATABASE_URL || process.env.BESS_E2E_DATABASE_FILE;
  if (!target) throw new Error('neither BESS_E2E_DATABASE_URL nor BESS_E2E_DATABASE_FILE is set');
  const database = await openDatabase(target);
  try {
    const leases = await database.db
      .selectFrom('leases')
      .select(['holder', 'expiresAt'])
      .where('name', '=', 'simulator')
      .execute();
    expect(leases).toHaveLength(1);
    const [lease] = leases;
    expect(EVERY_REPLICA).toContain(lease?.holder);
    // Renewed: it has not lapsed.
    expect(Number(lease?.expiresAt)).toBeGreaterThan(Date.now());
  } finally {
    await database.close();
  }
});
