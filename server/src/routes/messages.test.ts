import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { FIXTURE, seedFixtureFleet } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/testApp';
import { BANNER_KEPT_MS, BannerCache, activeMessageCentre } from '../repositories/messages';
import { sqlOf } from '../testing/sql';

const { superadmin, admin, owner, outsider } = FIXTURE.users;

const outage = {
  isEnabled: true,
  severity: 'warning',
  title: 'Planned outage',
  message: 'The portal is down for maintenance on Sunday 02:00-04:00.',
  messageSummary: 'Maintenance Sunday night',
  languages: [
    {
      language: 'Danish',
      title: 'Planlagt nedetid',
      message: 'Portalen er nede søndag.',
      messageSummary: 'Søndag nat',
    },
    { language: 'English', title: 'Planned outage', message: 'Down on Sunday.', messageSummary: 'Sunday night' },
    { language: 'German', title: 'Wartung', message: 'Am Sonntag nicht verfügbar.', messageSummary: 'Sonntagnacht' },
    { language: 'Swedish', title: 'Planerat avbrott', message: 'Nere på söndag.', messageSummary: 'Söndag natt' },
  ],
};

describe('spec 7: PUT /messageCenter, GET messagecenter2, GET /messageCenter and /messageCenter/old', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    await seedFixtureFleet(t.services.db);
  });
  after(() => t.close());

  it('before any message: no active message, no old ones, an empty banner', async () => {
    assert.deepEqual((await t.call({ method: 'GET', url: '/messageCenter', as: superadmin })).json(), {
      activeMessage: null,
    });
    assert.deepEqual((await t.call({ method: 'GET', url: '/messageCenter/old', as: superadmin })).json(), {
      messages: [],
    });
    const banner = await t.call({ method: 'GET', url: '/messagecenter2', as: owner });
    assert.equal(banner.statusCode, 200);
    assert.deepEqual(banner.json(), { messages: [], severity: 'info' });
    assert.equal(await activeMessageCentre(t.services.db), null);
  });

  it('a super admin sets a message: result 0; the banner shows it in every language to any signed-in user', async () => {
    const put = await t.call({ method: 'PUT', url: '/messageCenter', as: superadmin, payload: outage });
    assert.equal(put.statusCode, 200);
    assert.deepEqual(put.json(), { result: 0 });

    for (const as of [owner, outsider]) {
      const banner = (await t.call({ method: 'GET', url: '/messagecenter2', as })).json();
      assert.equal(banner.severity, 'warning');
      // Designed addition: each language's full text, which the banner opens.
      assert.deepEqual(
        banner.messages,
        outage.languages.map(({ language, title, messageSummary, message }) => ({
          language,
          title,
          messageSummary,
          message,
        })),
      );
    }
    const active = (await t.call({ method: 'GET', url: '/messageCenter', as: superadmin })).json().activeMessage;
    assert.equal(active.title, 'Planned outage');
    assert.equal(active.isEnabled, true);
    assert.equal(active.lastUpdated, '2026-11-22T12:00:00.000Z');
    assert.deepEqual(active.languages, outage.languages);
    // spec 7: the status calls carry the same banner, without the full texts (each user polls them every minute).
    assert.deepEqual(await activeMessageCentre(t.services.db), {
      severity: 'warning',
      messages: outage.languages.map(({ language, title, messageSummary }) => ({ language, title, messageSummary })),
    });
  });

  it('a new message moves the active one to the old list, newest first', async () => {
    t.setNow(new Date('2026-11-23T08:00:00Z'));
    const second = { ...outage, severity: 'error', title: 'Grid failure', message: 'Sites in DK1 are offline.' };
    assert.equal(
      (await t.call({ method: 'PUT', url: '/messageCenter', as: superadmin, payload: second })).statusCode,
      200,
    );
    t.setNow(new Date('2026-11-24T08:00:00Z'));
    const third = { ...outage, severity: 'info', title: 'Resolved', message: 'All sites online.', languages: [] };
    assert.equal(
      (await t.call({ method: 'PUT', url: '/messageCenter', as: superadmin, payload: third })).statusCode,
      200,
    );

    const active = (await t.call({ method: 'GET', url: '/messageCenter', as: superadmin })).json().activeMessage;
    assert.equal(active.title, 'Resolved');
    assert.equal(active.lastUpdated, '2026-11-24T08:00:00.000Z');
    const old = (await t.call({ method: 'GET', url: '/messageCenter/old', as: superadmin })).json().messages;
    assert.deepEqual(
      old.map((m: { title: string; severity: string }) => [m.title, m.severity]),
      [
        ['Grid failure', 'error'],
        ['Planned outage', 'warning'],
      ],
    );
    // No language entries: the message itself stands for English (the default and fallback language), its full text
    // included.
    assert.deepEqual((await t.call({ method: 'GET', url: '/messagecenter2', as: owner })).json(), {
      messages: [
        {
          language: 'English',
          title: 'Resolved',
          messageSummary: 'Maintenance Sunday night',
          message: 'All sites online.',
        },
      ],
      severity: 'info',
    });
  });

  it("the banner's full texts: each language its own, the English that stands for the message the message's", async () => {
    const danishOnly = { ...outage, message: 'The whole story.', languages: [outage.languages[0]!] };
    assert.equal(
      (await t.call({ method: 'PUT', url: '/messageCenter', as: superadmin, payload: danishOnly })).statusCode,
      200,
    );
    const banner = (await t.call({ method: 'GET', url: '/messagecenter2', as: owner })).json();
    assert.deepEqual(
      banner.messages.map((m: { language: string; message: string }) => [m.language, m.message]),
      [
        ['English', 'The whole story.'],
        ['Danish', 'Portalen er nede søndag.'],
      ],
    );
  });

  it('a disabled message is kept for the editor but shows no banner', async () => {
    const off = { ...outage, isEnabled: false, title: 'Draft' };
    assert.equal(
      (await t.call({ method: 'PUT', url: '/messageCenter', as: superadmin, payload: off })).statusCode,
      200,
    );
    assert.equal(
      (await t.call({ method: 'GET', url: '/messageCenter', as: superadmin })).json().activeMessage.title,
      'Draft',
    );
    assert.deepEqual((await t.call({ method: 'GET', url: '/messagecenter2', as: owner })).json(), {
      messages: [],
      severity: 'info',
    });
    assert.equal(await activeMessageCentre(t.services.db), null);
  });

  it("spec 5: a blank title or message answers 400 'Title or message cannot be empty' on its field; nothing changes", async () => {
    const before = (await t.call({ method: 'GET', url: '/messageCenter', as: superadmin })).json();
    const english = outage.languages[1]!;
    for (const [payload, field] of [
      [{ ...outage, title: '   ' }, 'title'],
      [{ ...outage, message: ' \n ' }, 'message'],
      [{ ...outage, languages: [{ ...english, title: ' ' }] }, 'languages.0.title'],
    ] as const) {
      const res = await t.call({ method: 'PUT', url: '/messageCenter', as: superadmin, payload });
      assert.equal(res.statusCode, 400);
      assert.deepEqual(res.json().errors, [{ field, key: 'validation.messageEmpty' }]);
      assert.match(res.json().message, /Title or message cannot be empty/);
    }
    // Each language once: the second entry of a language is the one at fault.
    const twice = await t.call({
      method: 'PUT',
      url: '/messageCenter',
      as: superadmin,
      payload: { ...outage, languages: [english, english] },
    });
    assert.equal(twice.statusCode, 400);
    assert.deepEqual(twice.json().errors, [{ field: 'languages.1.language', key: 'validation.notUnique' }]);
    // An empty string is refused by the contract's schema before the handler (also 400).
    for (const payload of [
      { ...outage, title: '' },
      { ...outage, message: '' },
      { ...outage, languages: [{ ...english, message: '' }] },
      { ...outage, severity: 'critical' },
      { ...outage, languages: [{ ...english, language: 'French' }] },
      { ...outage, languages: [english, english] },
      { ...outage, lastUpdated: '2026-01-01T00:00:00Z' },
    ]) {
      const res = await t.call({ method: 'PUT', url: '/messageCenter', as: superadmin, payload });
      assert.equal(res.statusCode, 400, JSON.stringify(payload).slice(0, 80));
    }
    assert.deepEqual((await t.call({ method: 'GET', url: '/messageCenter', as: superadmin })).json(), before);
  });

  it('only a super admin may set the message or read the editor; others get 403 Access denied', async () => {
    const before = (await t.call({ method: 'GET', url: '/messageCenter', as: superadmin })).json();
    for (const as of [admin, owner]) {
      const put = await t.call({ method: 'PUT', url: '/messageCenter', as, payload: { ...outage, title: 'Hijack' } });
      assert.equal(put.statusCode, 403);
      assert.equal(put.json().message, 'Access denied');
      assert.equal((await t.call({ method: 'GET', url: '/messageCenter', as })).statusCode, 403);
      assert.equal((await t.call({ method: 'GET', url: '/messageCenter/old', as })).statusCode, 403);
    }
    assert.deepEqual((await t.call({ method: 'GET', url: '/messageCenter', as: superadmin })).json(), before);
    assert.equal((await t.call({ method: 'GET', url: '/messagecenter2' })).statusCode, 401);
  });

  it('the status polls carry the banner, at once after a message is published through this replica', async () => {
    const poll = async () =>
      (await t.call({ method: 'POST', url: '/sitestatus', as: owner, payload: { ids: [FIXTURE.sites.aarhus] } })).json()
        .messageCenter;
    await poll(); // the banner of the moment is now kept
    const put = await t.call({ method: 'PUT', url: '/messageCenter', as: superadmin, payload: outage });
    assert.equal(put.statusCode, 200);
    assert.equal((await poll())?.messages[0].title, outage.languages[0]!.title);
    const off = { ...outage, isEnabled: false };
    assert.equal(
      (await t.call({ method: 'PUT', url: '/messageCenter', as: superadmin, payload: off })).statusCode,
      200,
    );
    assert.equal(await poll(), null);
  });

  it("a message published through another replica reaches this one's polls within BANNER_KEPT_MS", async () => {
    let now = 0;
    const cache = new BannerCache(t.services.db, () => now);
    const before = await cache.banner();
    // Another replica publishes: this replica's cache is not told.
    await sqlOf(t.services).run('UPDATE message_centre SET "isEnabled" = ? WHERE active = 1', before === null ? 1 : 0);
    now = BANNER_KEPT_MS - 1;
    assert.deepEqual(await cache.banner(), before, 'kept a while');
    now = BANNER_KEPT_MS;
    assert.notDeepEqual(await cache.banner(), before, 'then read again');
  });
});

describe('spec 5: an empty title or message gets the spec text', () => {
  it("'' is refused with 'Title or message cannot be empty' and nothing is stored", async () => {
    const t = await createTestApp();
    try {
      await seedFixtureFleet(t.services.db);
      for (const blank of [{ title: '' }, { message: '' }]) {
        const res = await t.call({
          method: 'PUT',
          url: '/messageCenter',
          as: FIXTURE.users.superadmin,
          payload: {
            isEnabled: true,
            severity: 'info',
            title: 'T',
            message: 'M',
            messageSummary: 'S',
            languages: [],
            ...blank,
          },
        });
        assert.equal(res.statusCode, 400);
        assert.deepEqual(res.json().errors, [{ field: Object.keys(blank)[0], key: 'validation.messageEmpty' }]);
        assert.match(res.json().message, /Title or message cannot be empty/);
      }
      const active = await t.call({ method: 'GET', url: '/messageCenter', as: FIXTURE.users.superadmin });
      assert.notEqual(active.json()?.title, 'T');
    } finally {
      await t.close();
    }
  });
});
