import { useEffect, useId, useState } from 'react';
import { SEARCH_DEBOUNCE_MS, useBaseTexts, useDebouncedValue } from '@bess/shared';

export interface SearchBoxProps {
  /** The search in effect. */
  value: string;
  /** Called with the typed text once typing has paused for SEARCH_DEBOUNCE_MS (spec 5). */
  onSearch(text: string): void;
}

/** The sidebar search field: the list follows the typed text after the debounce of spec 5. */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const { t } = useBaseTexts();
  const id = useId();
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (settled !== value) onSearch(settled);
    // Only a newly settled text is a search; `value` catching up must not send the old text again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  return (
    <div className="device-list-search">
      <label className="device-list-sr-only" htmlFor={id}>
        {t('sidebar.searchLabel')}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        placeholder={t('sidebar.searchPlaceholder')}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => setText(event.target.value)}
      />
    </div>
  );
}
