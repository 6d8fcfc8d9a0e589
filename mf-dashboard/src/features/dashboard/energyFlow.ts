/** The energy flow picture of a dashboard: which way power flows between PV, battery, grid and consumption. */
import type { Wire } from '@bess/shared';

/** The four ends of the picture. */
export type FlowNode = 'pv' | 'battery' | 'grid' | 'consumption';

/** What a node does now; `in` flows into the site's bus (it supplies), `out` takes from it. */
export type FlowState = 'producing' | 'discharging' | 'charging' | 'importing' | 'exporting' | 'consuming' | 'idle';

export interface Flow {
  node: FlowNode;
  state: FlowState;
  /** Into the bus (a supply), out of it (a load), or nothing. */
  direction: 'in' | 'out' | 'none';
  /** Power in kW, never negative. */
  powerKw: number;
}

/** Below this many kW a flow is drawn as idle (metering noise on a wall display is not a flow). */
export const FLOW_IDLE_BELOW_KW = 0.05;

const magnitude = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

function flow(node: FlowNode, signed: number, supplying: FlowState, taking: FlowState): Flow {
  const powerKw = Math.abs(signed);
  if (powerKw < FLOW_IDLE_BELOW_KW) return { node, state: 'idle', direction: 'none', powerKw };
  return signed > 0
    ? { node, state: supplying, direction: 'in', powerKw }
    : { node, state: taking, direction: 'out', powerKw };
}

/**
 * The flows of live data (spec 3 live data, signs as measured): pv is absolute production; inverterPower > 0
 * discharges the battery; grid > 0 imports; consumption is what the site uses.
 */
export function energyFlows(live: Pick<Wire.LiveData, 'pv' | 'inverterPower' | 'grid' | 'consumption'>): Flow[] {
  return [
    flow('pv', Math.abs(magnitude(live.pv)), 'producing', 'idle'),
    flow('battery', magnitude(live.inverterPower), 'discharging', 'charging'),
    flow('grid', magnitude(live.grid), 'importing', 'exporting'),
    flow('consumption', -Math.abs(magnitude(live.consumption)), 'idle', 'consuming'),
  ];
}
