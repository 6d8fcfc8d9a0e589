import { compareBuildNames, parseBuildName, reportsTarget, TARGET_BUILD_NAME } from './firmwareVersion';

it('reads branch, date and number; the branch may hold underscores', () => {
  expect(parseBuildName('RTM_main_20250623.3')).toEqual({ branch: 'RTM_main', date: 20250623, number: 3 });
  expect(parseBuildName('20250623.3')).toBeNull();
  expect(parseBuildName(null)).toBeNull();
});

it.each([
  ['RTM_main_20250623.3', 'RTM_main_20251013.1', -1],
  ['RTM_main_20251013.1', 'RTM_main_20251013.1', 0],
  ['RTM_main_20251013.2', 'RTM_main_20251013.1', 1],
  ['RTM_main_20251009.1', 'RTM_main_20251008.3', 1],
  ['RTM_main_20251008.10', 'RTM_main_20251008.3', 1],
])('%s against %s', (a, b, sign) => expect(Math.sign(compareBuildNames(a, b)!)).toBe(sign));

it('different branches or unreadable names do not compare', () => {
  expect(compareBuildNames('RTM_dev_20251013.1', 'RTM_main_20251013.1')).toBeNull();
  expect(compareBuildNames('garbage', 'RTM_main_20251013.1')).toBeNull();
});

it('spec 9: the target is RTM_main 20251013.1', () => {
  expect(TARGET_BUILD_NAME).toBe('RTM_main_20251013.1');
  expect(reportsTarget('RTM_main_20251013.1')).toBe(true);
  expect(reportsTarget('RTM_main_20250623.3')).toBe(false);
});
