import { memo } from 'react';
import type { DisplayIcon, TreeRow } from '@bess/shared';
import { StateIcon } from './StateIcon';

/** spec 2: nested rows are indented by this much per level. */
const INDENT_PX = 16;

export interface DeviceRowProps {
  row: TreeRow;
  domId: string;
  /** Offset from the top of the list, px. */
  top: number;
  icon: DisplayIcon;
  stateLabel: string;
  /** What the row is (site group, site, device, ...), for screen readers. */
  typeLabel: string;
  selected: boolean;
  /** The keyboard's current row (aria-activedescendant). */
  active: boolean;
  posInSet: number;
  setSize: number;
  onChoose(id: string): void;
}

/**
 * One option of the sidebar listbox. Memoised: while scrolling only the rows that come into view render; the
 * others keep their props (the row object, its offset and labels do not change with the scroll position).
 */
export const DeviceRow = memo(function DeviceRow({
  row,
  domId,
  top,
  icon,
  stateLabel,
  typeLabel,
  selected,
  active,
  posInSet,
  setSize,
  onChoose,
}: DeviceRowProps) {
  return (
    <div
      role="option"
      id={domId}
      data-id={row.id}
      // The icon is inside the option, whose children are presentational for screen readers: the name says it all.
      aria-label={`${row.name}, ${typeLabel}, ${stateLabel}`}
      aria-selected={selected}
      aria-posinset={posInSet}
      aria-setsize={setSize}
      className="device-list-row"
      data-kind={row.kind}
      data-active={active ? '' : undefined}
      style={{ transform: `translateY(${top}px)`, paddingInlineStart: 8 + row.depth * INDENT_PX }}
      onClick={() => onChoose(row.id)}
    >
      <StateIcon icon={icon} label={stateLabel} />
      <span className="device-list-name" title={row.name}>
        {row.name}
      </span>
    </div>
  );
});
