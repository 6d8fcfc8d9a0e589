import { loadInputCheck } from '@bess/shared';
import { isRequiredField } from './schemaForm';

test.each([
  // A new site: its name; the coordinates may be empty.
  ['createSite', 'siteName', {}, true],
  ['createSite', 'latitude', {}, false],
  // A site around the battery left unnamed is named after it.
  ['createSiteAroundDevice', 'siteName', { omittedWhenEmpty: true }, false],
  ['getLabel', 'deviceId', {}, true],
] as const)('%s.%s is required: %p', async (name, field, options, required) => {
  const check = await loadInputCheck();
  expect(isRequiredField(check, name, field, options)).toBe(required);
});
