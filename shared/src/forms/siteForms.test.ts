/**
 * The fields the management tab's site dialog and the installer's site step share: each refusal comes from one rule
 * in shared (the site schema, then INPUT_RULES), so a bad value reads the same text in either form, whichever call it
 * makes.
 */
import type { EndpointName } from '@bess/shared';
import { englishFieldMessage } from '../api/schemaErrors';
import { checkBeforeSending } from './formCheck';

const SITE_CALLS = [
  ['createSite', {}],
  ['updateSite', { siteId: 'S-1' }],
  ['createSiteAroundDevice', { deviceId: 'SC-000000901' }],
] as const;

const messagesOf = async (name: EndpointName, input: object) =>
  Object.fromEntries((await checkBeforeSending(name, input as never)).map((e) => [e.field, englishFieldMessage(e)]));

describe.each(SITE_CALLS)('%s', (name, ids) => {
  const valid = { ...ids, siteName: 'Harbour Hall', timezone: 'Europe/Copenhagen', latitude: 55.6, longitude: 12.5 };
  it.each([
    ['valid', {}, {}],
    ['latitude 91', { latitude: 91 }, { latitude: 'Enter a value from -90 to 90' }],
    ['latitude -90', { latitude: -90 }, {}],
    ['longitude -180.5', { longitude: -180.5 }, { longitude: 'Enter a value from -180 to 180' }],
    ['latitude as text', { latitude: 'north' }, { latitude: 'You must fill with a valid number' }],
    ['no coordinates', { latitude: null, longitude: null }, {}],
    ['an empty time zone', { timezone: '' }, { timezone: 'The field is required' }],
    [
      'an unknown time zone',
      { timezone: 'Mars/Olympus' },
      { timezone: 'Choose a known time zone, such as Europe/Copenhagen' },
    ],
    ['an unknown country', { country: 'Atlantis' }, { country: 'Choose one of the offered values' }],
    ['an address of 501 characters', { address: 'x'.repeat(501) }, { address: 'Enter at most 500 characters' }],
  ])('%s', async (_case, change, expected) => {
    expect(await messagesOf(name, { ...valid, ...change })).toEqual(expected);
  });
});

test("a new site's name is required", async () => {
  expect(await messagesOf('createSite', { siteName: '', timezone: 'GMT' })).toEqual({
    siteName: 'The field is required',
  });
});
