import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useBaseTexts } from '@bess/shared';
import type { LiveDataById } from '@bess/shared';
import { DeviceRow } from './DeviceRow';
import { rowIcon, type ListItem } from './listItems';
import { stateLabelKey } from './StateIcon';

/** Every row has this height (the CSS says the same): the list is virtualised by arithmetic, not by measuring. */
export const ROW_HEIGHT_PX = 32;
/** Rows rendered above and below the visible ones, so that a fast scroll does not show blank space. */
export const OVERSCAN_ROWS = 8;
/** The viewport height assumed before the first layout (and in jsdom, which has no layout). */
const FALLBACK_VIEWPORT_PX = 640;

export interface DeviceListboxProps {
  items: readonly ListItem[];
  /** How many options there are (items without the headings). */
  optionCount: number;
  selectedId: string | null;
  live: LiveDataById;
  /** The accessible name of the listbox. */
  label: string;
  /** A new value when the user changes the search, filters, sort or toggles: the list starts again at the top. */
  resetKey: unknown;
  onChoose(id: string): void;
}

type OptionItem = Extract<ListItem, { kind: 'option' }>;

/**
 * The virtualised listbox of the sidebar: only the rows in view (plus OVERSCAN_ROWS) are in the DOM. Focus stays on
 * the listbox and aria-activedescendant points at the keyboard's row, so that rows may come and go while scrolling.
 * Keys: arrows, Home, End, Page Up and Page Down move; Enter and Space choose.
 */
export function DeviceListbox({ items, optionCount, selectedId, live, label, resetKey, onChoose }: DeviceListboxProps) {
  const { t } = useBaseTexts();
  const baseId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [firstIndex, setFirstIndex] = useState(0);
  const [viewportPx, setViewportPx] = useState(FALLBACK_VIEWPORT_PX);
  const [activeId, setActiveId] = useState<string | null>(null);

  const { itemIndexById, optionItemIndexes } = useMemo(() => {
    const byId = new Map<string, number>();
    const optionIndexes: number[] = [];
    items.forEach((item, index) => {
      if (item.kind !== 'option') return;
      byId.set(item.row.id, index);
      optionIndexes.push(index);
    });
    return { itemIndexById: byId, optionItemIndexes: optionIndexes };
  }, [items]);

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const measure = () => {
      if (element.clientHeight > 0) setViewportPx(element.clientHeight);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const pageRows = Math.max(1, Math.floor(viewportPx / ROW_HEIGHT_PX));

  /** Scrolls so that the item is in view: 'nearest' moves as little as possible, 'center' centres an item out of view. */
  const scrollToItem = useCallback(
    (index: number, align: 'nearest' | 'center') => {
      const element = scrollRef.current;
      if (!element) return;
      const top = index * ROW_HEIGHT_PX;
      const current = element.scrollTop;
      const inView = top >= current && top + ROW_HEIGHT_PX <= current + viewportPx;
      let next = current;
      if (align === 'center') next = inView ? current : top - (viewportPx - ROW_HEIGHT_PX) / 2;
      else if (top < current) next = top;
      else if (top + ROW_HEIGHT_PX > current + viewportPx) next = top + ROW_HEIGHT_PX - viewportPx;
      next = Math.max(0, next);
      if (next === current) return;
      element.scrollTop = next;
      // Render the new window now (the scroll event comes later), so that the active row exists at once.
      setFirstIndex(Math.floor(next / ROW_HEIGHT_PX));
    },
    [viewportPx],
  );

  // A new search, filter, sort or toggle starts at the top (state adjusted while rendering, the DOM after it).
  const [shownResetKey, setShownResetKey] = useState(resetKey);
  if (shownResetKey !== resetKey) {
    setShownResetKey(resetKey);
    setFirstIndex(0);
    setActiveId(null);
  }
  useEffect(() => {
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
  }, [resetKey]);

  // A selection made elsewhere (a single site selected automatically, a deep link) is scrolled into view.
  useEffect(() => {
    if (selectedId === null) return;
    const index = itemIndexById.get(selectedId);
    if (index !== undefined) scrollToItem(index, 'center');
    // Only when the selection changes: a status refresh must not pull the list back to the selected row.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selectedId]);

  const onScroll = useCallback(() => {
    const element = scrollRef.current;
    if (element) setFirstIndex(Math.floor(element.scrollTop / ROW_HEIGHT_PX));
  }, []);

  const visibleRows = Math.ceil(viewportPx / ROW_HEIGHT_PX);
  const first = Math.min(firstIndex, Math.max(0, items.length - visibleRows));
  const start = Math.max(0, first - OVERSCAN_ROWS);
  const end = Math.min(items.length, first + visibleRows + OVERSCAN_ROWS);

  const domIdOf = (itemIndex: number) => `${baseId}-row-${itemIndex}`;
  const activeItemIndex = activeId === null ? -1 : (itemIndexById.get(activeId) ?? -1);
  const activeRendered = activeItemIndex >= start && activeItemIndex < end;

  const moveTo = (optionIndex: number) => {
    const clamped = Math.min(optionCount - 1, Math.max(0, optionIndex));
    const itemIndex = optionItemIndexes[clamped];
    const item = itemIndex === undefined ? undefined : items[itemIndex];
    if (itemIndex === undefined || item?.kind !== 'option') return;
    setActiveId(item.row.id);
    scrollToItem(itemIndex, 'nearest');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (optionCount === 0) return;
    const activeItem = activeItemIndex >= 0 ? (items[activeItemIndex] as OptionItem) : null;
    const current = activeItem ? activeItem.optionIndex : -1;
    switch (event.key) {
      case 'ArrowDown':
        moveTo(current + 1);
        break;
      case 'ArrowUp':
        moveTo(current < 0 ? 0 : current - 1);
        break;
      case 'Home':
        moveTo(0);
        break;
      case 'End':
        moveTo(optionCount - 1);
        break;
      case 'PageDown':
        moveTo(current + pageRows);
        break;
      case 'PageUp':
        moveTo(current - pageRows);
        break;
      case 'Enter':
      case ' ':
        if (!activeItem) return;
        scrollToItem(activeItemIndex, 'nearest');
        onChoose(activeItem.row.id);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  // Tabbing in starts at the selected row when it is in view, else at the first row in view; never scrolls (a click
  // focuses the listbox too, and a jump before the click lands would choose another row).
  const onFocus = () => {
    if (activeRendered) return;
    const selectedIndex = selectedId === null ? undefined : itemIndexById.get(selectedId);
    if (selectedIndex !== undefined && selectedIndex >= first && selectedIndex < first + visibleRows) {
      setActiveId(selectedId);
      return;
    }
    for (let index = first; index < end; index += 1) {
      const item = items[index];
      if (item?.kind === 'option') {
        setActiveId(item.row.id);
        return;
      }
    }
  };

  const choose = useCallback(
    (id: string) => {
      setActiveId(id);
      onChoose(id);
    },
    [onChoose],
  );

  const rendered = [];
  for (let index = start; index < end; index += 1) {
    const item = items[index];
    // start and end lie within items, so an item is always there; the check only satisfies the type.
    if (item === undefined) continue;
    const top = index * ROW_HEIGHT_PX;
    if (item.kind === 'heading') {
      // A visual heading only: each row below it names its kind itself, and a listbox may hold only options.
      rendered.push(
        <div
          key={item.key}
          className="device-list-heading"
          aria-hidden="true"
          style={{ transform: `translateY(${top}px)` }}
        >
          {t(item.labelKey)}
        </div>,
      );
      continue;
    }
    const { row } = item;
    const icon = rowIcon(row, live);
    rendered.push(
      <DeviceRow
        key={row.id}
        row={row}
        domId={domIdOf(index)}
        top={top}
        icon={icon}
        stateLabel={t(stateLabelKey(icon))}
        typeLabel={t(
          row.kind === 'unparentedDevice' ? 'sidebar.unparentedDevices' : `selectionTypes.${row.selectionType}`,
        )}
        selected={row.id === selectedId}
        active={index === activeItemIndex}
        posInSet={item.optionIndex + 1}
        setSize={optionCount}
        onChoose={choose}
      />,
    );
  }

  return (
    <div
      ref={scrollRef}
      className="device-list-scroll"
      data-testid="device-list-scroll"
      role="listbox"
      aria-label={label}
      tabIndex={0}
      aria-activedescendant={activeRendered ? domIdOf(activeItemIndex) : undefined}
      onScroll={onScroll}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
    >
      <div className="device-list-spacer" role="presentation" style={{ height: items.length * ROW_HEIGHT_PX }}>
        {rendered}
      </div>
    </div>
  );
}
