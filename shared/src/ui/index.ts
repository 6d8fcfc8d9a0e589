export { SelectionSummary, TabPage, type TabPageProps } from './TabPage';
export { useNow } from './useNow';
export { WithNamespace, useRemoteTranslation, type WithNamespaceProps } from './WithNamespace';
