import { loadInputCheck } from '@bess/shared';
import { isRequiredField } from './requiredFields';

test.each([
  // A grant: the e-mail, the level and the start; the end may be open (null).
  ['addSiteUser', 'email', {}, true],
  ['addSiteUser', 'level', {}, true],
  ['addSiteUser', 'startTime', {}, true],
  ['addSiteUser', 'endTime', {}, false],
  // A site: its name; a change sends the name and time zone always, so both are needed; coordinates may be empty.
  ['createSite', 'siteName', {}, true],
  ['updateSite', 'timezone', {}, true],
  ['createSite', 'latitude', {}, false],
  ['createSite', 'address', {}, false],
  // A site around a device: a form that leaves an empty name out lets the server name it after the device.
  ['createSiteAroundDevice', 'siteName', { omittedWhenEmpty: true }, false],
  ['createSiteAroundDevice', 'deviceId', { omittedWhenEmpty: true }, true],
  ['commissionDevice', 'serialNumber', {}, true],
  ['createSite', 'noSuchField', {}, false],
] as const)('%s.%s is required: %p', async (name, field, options, required) => {
  const check = await loadInputCheck();
  expect(isRequiredField(check, name, field, options)).toBe(required);
});
