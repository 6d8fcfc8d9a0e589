/**
 * The one energy-flow rule of the home's status card and the wall display, so the two pictures never disagree: which
 * way power flows between PV, battery, grid and consumption, and how much.
 */
import type { LiveData } from '@bess/shared';

/** The four ends of the picture. */
export type FlowNode = 'pv' | 'battery' | 'grid' | 'consumption';

/** What a node does now; `in` flows into the site's bus (it supplies), `out` takes from it. */
export type FlowState = 'producing' | 'discharging' | 'charging' | 'importing' | 'exporting' | 'consuming' | 'idle';

export interface Flow {
  node: FlowNode;
  state: FlowState;
  /** Into the bus (a supply), out of it (a load), or nothing. */
  direction: 'in' | 'out' | 'none';
  /** Power in kW, never negative; null when the device did not report it (shown as no value, not as 0 kW). */
  powerKw: number | null;
}

/**
 * Below this many kW a flow is drawn as idle: a battery at rest reports a few watts of noise, and an arrow for 0.01 kW
 * would tell a person something that is not happening.
 */
export const FLOW_THRESHOLD_KW = 0.05;

const reading = (value: number | null | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

function flow(node: FlowNode, signed: number | null, supplying: FlowState, taking: FlowState): Flow {
  const powerKw = signed === null ? null : Math.abs(signed);
  if (powerKw === null || powerKw < FLOW_THRESHOLD_KW) return { node, state: 'idle', direction: 'none', powerKw };
  return signed !== null && signed > 0
    ? { node, state: supplying, direction: 'in', powerKw }
    : { node, state: taking, direction: 'out', powerKw };
}

/**
 * The flows of live data (spec 3 live data, signs as the devices measure them and the server simulates them): pv is
 * absolute production; inverterPower above 0 discharges the battery, below 0 charges it; grid above 0 imports, below 0
 * exports; consumption is what the site uses.
 */
export function energyFlows(live: Pick<LiveData, 'pv' | 'inverterPower' | 'grid' | 'consumption'>): Flow[] {
  const pv = reading(live.pv);
  const consumption = reading(live.consumption);
  return [
    flow('pv', pv === null ? null : Math.abs(pv), 'producing', 'idle'),
    flow('battery', reading(live.inverterPower), 'discharging', 'charging'),
    flow('grid', reading(live.grid), 'importing', 'exporting'),
    flow('consumption', consumption === null ? null : -Math.abs(consumption), 'idle', 'consuming'),
  ];
}
