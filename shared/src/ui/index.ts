export { SelectionSummary, TabPage, type TabPageProps } from './TabPage';
export { useAfterFirstPaint, usePaintedStages } from './useAfterFirstPaint';
export { lazyPart, usePreloadAfterFirstPaint, type LazyPart } from './lazyPart';
export { useDebouncedValue } from './useDebouncedValue';
export { useNow } from './useNow';
export { WithNamespace, useRemoteTranslation, type WithNamespaceProps } from './WithNamespace';
export {
  PREFERS_DARK_QUERY,
  THEME_PREFERENCES,
  resolveColorScheme,
  toThemePreference,
  useColorScheme,
  useSystemPrefersDark,
  type ThemePreference,
} from './colorScheme';
export { DIALOG_Z_INDEX } from './layers';
