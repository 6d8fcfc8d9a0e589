import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { FIXTURE, seedFixtureFleet } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/testApp';
import { UPLOAD_PATH, publicFileRoutes } from './files';

const { aarhus1, leeds1, unparented } = FIXTURE.devices;
const { readonly, owner, outsider, superadmin } = FIXTURE.users;

/** Checks the PDF's structure as a reader does: header, every xref offset pointing at its object, trailer, EOF. */
function assertValidPdf(pdf: Buffer): string {
  const text = pdf.toString('latin1');
  assert.ok(text.startsWith('%PDF-1.4\n'), 'starts with %PDF-');
  assert.ok(text.trimEnd().endsWith('%%EOF'), 'ends with %%EOF');
  const startxref = Number(/startxref\n(\d+)\n%%EOF\s*$/.exec(text)?.[1]);
  assert.ok(text.startsWith('xref\n', startxref), 'startxref points at the xref table');
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref)) ?? [];
  assert.equal(Number(first), 0);
  const entries = text
    .slice(startxref)
    .split('\n')
    .slice(2, 2 + Number(count));
  entries.slice(1).forEach((entry, index) => {
    assert.match(entry, /^\d{10} 00000 n $/);
    const offset = Number(entry.slice(0, 10));
    assert.ok(text.startsWith(`${index + 1} 0 obj\n`, offset), `object ${index + 1} at ${offset}`);
  });
  const length = Number(/\/Length (\d+) >>\nstream\n/.exec(text)?.[1]);
  const streamStart = text.indexOf('stream\n') + 'stream\n'.length;
  assert.equal(text.slice(streamStart + length, streamStart + length + '\nendstream'.length), '\nendstream');
  assert.match(text, /trailer\n<< \/Size \d+ \/Root 1 0 R/);
  return text;
}

describe('spec 7: GET /TestDocument/exist and GET /TestDocument (a signed link to a real PDF)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    await seedFixtureFleet(t.services.db);
    if (!t.app.hasRoute({ method: 'PUT', url: UPLOAD_PATH })) {
      await t.app.register(publicFileRoutes, { services: t.services });
    }
  });
  after(() => t.close());

  it('a commissioned device has FAT, SAT and the commissioning report; an uncommissioned one only FAT', async () => {
    const res = await t.call({ method: 'GET', url: `/TestDocument/exist?deviceId=${aarhus1}`, as: readonly });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { avaliableDocuments: ['FAT', 'SAT', 'Commissioning'] });
    const bare = await t.call({ method: 'GET', url: `/TestDocument/exist?deviceId=${unparented}`, as: superadmin });
    assert.deepEqual(bare.json(), { avaliableDocuments: ['FAT'] });
  });

  it('the url opens without a bearer token and serves a valid PDF with the device id, type and date', async () => {
    const res = await t.call({
      method: 'GET',
      url: `/TestDocument?deviceId=${aarhus1}&documentType=SAT`,
      as: readonly,
    });
    assert.equal(res.statusCode, 200);
    const { url } = res.json() as { url: string };
    assert.ok(url.startsWith(`${t.services.config.publicUrl}/files/document/${aarhus1}/SAT?token=`), url);
    const parsed = new URL(url);
    const pdf = await t.app.inject({ method: 'GET', url: parsed.pathname + parsed.search });
    assert.equal(pdf.statusCode, 200);
    assert.equal(pdf.headers['content-type'], 'application/pdf');
    const text = assertValidPdf(pdf.rawPayload);
    assert.ok(text.includes(`(Device: ${aarhus1}) Tj`));
    assert.ok(text.includes('(Document type: SAT) Tj'));
    assert.ok(text.includes('(Date: 2026-11-22) Tj'));

    // The link names its document: another device or type under the same token is refused.
    for (const other of [
      parsed.pathname.replace(aarhus1, leeds1) + parsed.search,
      parsed.pathname.replace('SAT', 'FAT') + parsed.search,
      parsed.pathname,
    ]) {
      const refused = await t.app.inject({ method: 'GET', url: other });
      assert.equal(refused.statusCode, 403, other);
    }
    // It expires after 15 minutes.
    const now = t.services.now();
    t.setNow(new Date(now.getTime() + 15 * 60 * 1000));
    try {
      const late = await t.app.inject({ method: 'GET', url: parsed.pathname + parsed.search });
      assert.equal(late.statusCode, 403);
    } finally {
      t.setNow(now);
    }
  });

  it('a document type the device does not have is 404; a missing type 400', async () => {
    const missing = await t.call({
      method: 'GET',
      url: `/TestDocument?deviceId=${unparented}&documentType=SAT`,
      as: superadmin,
    });
    assert.equal(missing.statusCode, 404);
    const unknown = await t.call({
      method: 'GET',
      url: `/TestDocument?deviceId=${aarhus1}&documentType=Manual`,
      as: readonly,
    });
    assert.equal(unknown.statusCode, 404);
    const bad = await t.call({ method: 'GET', url: `/TestDocument?deviceId=${aarhus1}`, as: readonly });
    assert.equal(bad.statusCode, 400);
    const extra = await t.call({ method: 'GET', url: `/TestDocument/exist?deviceId=${aarhus1}&x=1`, as: readonly });
    assert.equal(extra.statusCode, 400);
  });

  it('a device the caller cannot see answers 404, as if it did not exist', async () => {
    for (const url of [`/TestDocument/exist?deviceId=${leeds1}`, `/TestDocument?deviceId=${leeds1}&documentType=FAT`]) {
      assert.equal((await t.call({ method: 'GET', url, as: owner })).statusCode, 404, url);
      assert.equal((await t.call({ method: 'GET', url, as: outsider })).statusCode, 404, url);
    }
    assert.equal((await t.call({ method: 'GET', url: `/TestDocument/exist?deviceId=${aarhus1}` })).statusCode, 401);
  });
});
