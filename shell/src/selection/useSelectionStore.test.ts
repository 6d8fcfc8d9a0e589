/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { SelectionType, buildHierarchy, type Device, type Hierarchy } from '@bess/shared';
import { SELECTION_STORAGE_KEY, useSelectionStore } from './useSelectionStore';

const device = (deviceId: string, siteId: string | null): Device => ({ deviceId, siteId }) as Device;
const twoSites = buildHierarchy(
  [{ siteGroupId: 'G-1', name: 'Group' }],
  [
    { siteId: 'S-1', siteName: 'One', parentId: 'G-1' },
    { siteId: 'S-2', siteName: 'Two', parentId: 'G-1' },
  ],
  [device('SC-000000001', 'S-1'), device('SC-000000002', 'S-2')],
);
const oneSite = buildHierarchy([], [{ siteId: 'S-1', siteName: 'One' }], [device('SC-000000001', 'S-1')]);
const oneGroup = buildHierarchy([{ siteGroupId: 'G-1', name: 'Group' }], [], []);

function render(hierarchy: Hierarchy) {
  return renderHook(({ h }) => useSelectionStore(h), { initialProps: { h: hierarchy } });
}

describe('spec 4: the selection', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('starts with nothing selected when there are several sites', () => {
    expect(render(twoSites).result.current.selection).toEqual({ id: null, selectionType: SelectionType.NONE });
  });

  it('selects an item with its type, and selecting it again clears it', () => {
    const { result } = render(twoSites);
    act(() => result.current.select('S-2'));
    expect(result.current.selection).toEqual({ id: 'S-2', selectionType: SelectionType.SITE });
    act(() => result.current.select('SC-000000001'));
    expect(result.current.selection).toEqual({ id: 'SC-000000001', selectionType: SelectionType.DEVICE });
    act(() => result.current.select('SC-000000001'));
    expect(result.current.selection.selectionType).toBe(SelectionType.NONE);
  });

  it('selects the only site, or the only group when there is no site, automatically', () => {
    expect(render(oneSite).result.current.selection).toEqual({ id: 'S-1', selectionType: SelectionType.SITE });
    expect(render(oneGroup).result.current.selection).toEqual({ id: 'G-1', selectionType: SelectionType.SITEGROUP });
  });

  it('keeps the selection of the browser tab across a reload', () => {
    const first = render(twoSites);
    act(() => first.result.current.select('G-1'));
    expect(window.sessionStorage.getItem(SELECTION_STORAGE_KEY)).toBe('G-1');
    first.unmount();
    expect(render(twoSites).result.current.selection).toEqual({ id: 'G-1', selectionType: SelectionType.SITEGROUP });
  });

  it('follows the configuration: a removed site clears the selection, an uncommissioned one becomes an empty site', () => {
    const { result, rerender } = render(twoSites);
    act(() => result.current.select('S-2'));
    const emptied = buildHierarchy(
      [{ siteGroupId: 'G-1', name: 'Group' }],
      [
        { siteId: 'S-1', siteName: 'One', parentId: 'G-1' },
        { siteId: 'S-2', siteName: 'Two', parentId: 'G-1' },
      ],
      [device('SC-000000001', 'S-1'), device('SC-000000002', null)],
    );
    rerender({ h: emptied });
    expect(result.current.selection).toEqual({ id: 'S-2', selectionType: SelectionType.EMPTYSITE });
    const removed = buildHierarchy(
      [{ siteGroupId: 'G-1', name: 'Group' }],
      [
        { siteId: 'S-1', siteName: 'One', parentId: 'G-1' },
        { siteId: 'S-3', siteName: 'Three', parentId: 'G-1' },
      ],
      [],
    );
    rerender({ h: removed });
    expect(result.current.selection.selectionType).toBe(SelectionType.NONE);
  });

  it('an unknown stored id selects nothing', () => {
    window.sessionStorage.setItem(SELECTION_STORAGE_KEY, 'S-GONE');
    expect(render(twoSites).result.current.selection.selectionType).toBe(SelectionType.NONE);
  });
});
