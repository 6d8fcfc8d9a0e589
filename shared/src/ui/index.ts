export { SelectionSummary, TabPage, type TabPageProps } from './TabPage';
export { useNow } from './useNow';
