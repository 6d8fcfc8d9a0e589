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

test('a field asked about again is answered from what the schema said the first time', async () => {
  const loaded = await loadInputCheck();
  let checks = 0;
  const counting = {
    inputSchemaOf: loaded.inputSchemaOf,
    schemaFieldErrors: ((schema: never, value: unknown) => {
      checks += 1;
      return loaded.schemaFieldErrors(schema, value);
    }) as typeof loaded.schemaFieldErrors,
  };
  const first = isRequiredField(counting, 'createSite', 'siteName');
  const afterFirst = checks;
  // A form's every render asks for each of its fields.
  for (let render = 0; render < 5; render += 1) expect(isRequiredField(counting, 'createSite', 'siteName')).toBe(first);
  expect(afterFirst).toBeGreaterThan(0);
  expect(checks).toBe(afterFirst);
  // Another field, and the same field with other options, are answers of their own.
  expect(isRequiredField(counting, 'createSite', 'latitude')).toBe(false);
  expect(isRequiredField(counting, 'createSiteAroundDevice', 'siteName', { omittedWhenEmpty: true })).toBe(false);
  expect(isRequiredField(counting, 'createSiteAroundDevice', 'siteName')).toBe(true);
});
