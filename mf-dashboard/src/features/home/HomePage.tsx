import { useMemo } from 'react';
import { SelectionType, selectedEntity, useHost } from '@bess/shared';
import { EmptySiteWidget } from './components/EmptySiteWidget';
import { NoSelectionPrompt } from './components/NoSelectionPrompt';
import { SolarWidget } from './components/SolarWidget';
import { StatusWidget } from './components/StatusWidget';

/**
 * spec 2 main/home: the status widget for a device, site and site group, what to do next on an empty site, the solar
 * widget for solar sites and devices, and a prompt when nothing is selected.
 */
export function HomePage() {
  const { configuration, selection } = useHost();
  const entity = useMemo(
    () => selectedEntity(configuration, { id: selection.id, selectionType: selection.selectionType }),
    [configuration, selection.id, selection.selectionType],
  );
  if (entity.kind === 'none') return <NoSelectionPrompt />;
  const type = selection.selectionType;
  if ((type === SelectionType.PVSITE || type === SelectionType.PVDEVICE) && entity.kind !== 'group') {
    return <SolarWidget key={selection.id} entity={entity} selectionType={type} />;
  }
  if (type === SelectionType.EMPTYSITE && entity.kind === 'site') {
    return <EmptySiteWidget key={selection.id} site={entity.site} />;
  }
  return <StatusWidget key={selection.id} entity={entity} selectionType={type} />;
}
