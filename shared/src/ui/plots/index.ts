export { Column, Line, type PlotProps } from './Plot';
export type { PortalChart } from './library';
