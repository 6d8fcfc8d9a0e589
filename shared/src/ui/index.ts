export { SelectionSummary, TabPage, type TabPageProps } from './TabPage';
