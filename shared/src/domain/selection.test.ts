import { device, fleet, group, site } from './__fixtures__/fleet';
import { buildHierarchy } from './hierarchy';
import {
  NO_SELECTION,
  automaticSelection,
  isNoSelection,
  reconcileSelection,
  selectId,
  selectItem,
  selectionAfterSiteRemoved,
} from './selection';
import type { Selection } from './types';

const S1: Selection = { id: 'S1', selectionType: 'SITE' };
const D1: Selection = { id: 'SC-000000001', selectionType: 'DEVICE' };

describe('spec 4: selecting the same item again clears it', () => {
  it.each([
    [NO_SELECTION, S1, S1],
    [S1, S1, NO_SELECTION],
    [S1, D1, D1],
    [D1, { id: 'SC-000000001', selectionType: 'DEVICE' } as Selection, NO_SELECTION],
    [S1, NO_SELECTION, NO_SELECTION],
  ])('from %p selecting %p -> %p', (current, next, expected) => {
    expect(selectItem(current, next)).toEqual(expected);
  });

  it.each([
    [NO_SELECTION, 'S3', { id: 'S3', selectionType: 'EMPTYSITE' }],
    [NO_SELECTION, 'G2', { id: 'G2', selectionType: 'SITEGROUP' }],
    [{ id: 'G2', selectionType: 'SITEGROUP' } as Selection, 'G2', NO_SELECTION],
    [NO_SELECTION, 'missing', NO_SELECTION],
  ])('from %p selecting id %p -> %p', (current, id, expected) => {
    expect(selectId(fleet(), current, id)).toEqual(expected);
  });

  it.each([
    [NO_SELECTION, true],
    [S1, false],
    [{ id: null, selectionType: 'SITE' } as Selection, true],
  ])('%p is no selection: %p', (selection, expected) => {
    expect(isNoSelection(selection)).toBe(expected);
  });
});

describe('spec 4: removing a site clears the selection', () => {
  it.each([[S1], [D1], [NO_SELECTION]])('from %p', (current) => {
    expect(selectionAfterSiteRemoved(current, 'S1')).toEqual(NO_SELECTION);
  });
});

describe('spec 4: only one site is selected automatically; only one group and no site selects the group', () => {
  it.each([
    ['one site', buildHierarchy([], [site('S1', 'A', null)], [device('SC-000000001', 'S1')]), NO_SELECTION, S1],
    [
      'one empty site',
      buildHierarchy([], [site('S1', 'A', null)], []),
      NO_SELECTION,
      { id: 'S1', selectionType: 'EMPTYSITE' },
    ],
    [
      'one solar site',
      buildHierarchy([], [site('PV-1', 'A', null)], []),
      NO_SELECTION,
      { id: 'PV-1', selectionType: 'PVSITE' },
    ],
    [
      'one site in one group',
      buildHierarchy([group('G1', 'G')], [site('S1', 'A', 'G1')], [device('SC-000000001', 'S1')]),
      NO_SELECTION,
      S1,
    ],
    [
      'one group, no site',
      buildHierarchy([group('G1', 'G')], [], []),
      NO_SELECTION,
      { id: 'G1', selectionType: 'SITEGROUP' },
    ],
    ['two groups, no site', buildHierarchy([group('G1', 'G'), group('G2', 'H')], [], []), NO_SELECTION, NO_SELECTION],
    [
      'one group, two sites',
      buildHierarchy([group('G1', 'G')], [site('S1', 'A', 'G1'), site('S2', 'B', 'G1')], []),
      NO_SELECTION,
      NO_SELECTION,
    ],
    [
      'keeps an existing selection',
      buildHierarchy([], [site('S1', 'A', null)], [device('SC-000000001', 'S1')]),
      D1,
      D1,
    ],
    ['devices only', buildHierarchy([], [], [device('SC-000000001', null)]), NO_SELECTION, NO_SELECTION],
  ])('%s', (_case, hierarchy, current, expected) => {
    expect(automaticSelection(hierarchy, current)).toEqual(expected);
  });
});

describe('spec 4: selection follows configuration changes (commissioning, uncommissioning, removal)', () => {
  it.each([
    [
      'site loses its last device -> empty site',
      buildHierarchy([], [site('S1', 'A', null), site('S2', 'B', null)], []),
      S1,
      { id: 'S1', selectionType: 'EMPTYSITE' },
    ],
    ['empty site gets a device -> site', fleet(), { id: 'S1', selectionType: 'EMPTYSITE' } as Selection, S1],
    ['selected id is gone -> none', fleet(), { id: 'S9', selectionType: 'SITE' } as Selection, NO_SELECTION],
    [
      'gone, and one site left -> that site',
      buildHierarchy([], [site('S2', 'B', null)], [device('SC-000000002', 'S2')]),
      S1,
      { id: 'S2', selectionType: 'SITE' },
    ],
    ['unchanged stays the same object', fleet(), D1, D1],
  ])('%s', (_case, hierarchy, current, expected) => {
    expect(reconcileSelection(hierarchy, current)).toEqual(expected);
  });
});
