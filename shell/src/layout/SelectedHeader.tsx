import { useHost, useBaseTexts } from '@bess/shared';

/**
 * spec 2: on small screens with several sites and a selection, the header says '{name} is selected' with a deselect
 * button (the sidebar that would show it is not there).
 */
export function SelectedHeader() {
  const { t } = useBaseTexts();
  const { isMobile, configuration, selection, select } = useHost();
  if (!isMobile || configuration.sites.length < 2 || selection.id === null) return null;
  const selected = t('header.selected', { name: selection.name ?? selection.id });
  return (
    <span className="selected-header">
      {/* The top bar of a phone cuts a long name with an ellipsis: the title reads it whole. */}
      <span className="selected-name" title={selected}>
        {selected}
      </span>
      <button type="button" className="link-button" onClick={() => select(null)}>
        {t('header.deselect')}
      </button>
    </span>
  );
}
