import { useId } from 'react';
import { useTexts } from '../../../i18n';
import { formatPower, type Wire } from '@bess/shared';
import { energyFlows, type Flow, type FlowNode } from '../energyFlow';

export interface EnergyFlowProps {
  live: Wire.LiveData;
}

const HUB = { x: 300, y: 230 };

/** Where each end sits around the hub, and its colour. */
const NODES: Record<FlowNode, { x: number; y: number; colour: string }> = {
  pv: { x: 300, y: 110, colour: '#facc15' },
  grid: { x: 84, y: 230, colour: '#60a5fa' },
  consumption: { x: 516, y: 230, colour: '#c084fc' },
  battery: { x: 300, y: 350, colour: '#4ade80' },
};
const RADIUS = 58;
const IDLE = '#475569';

/** The line between a node and the hub, drawn in the direction the energy flows (so the arrow and dashes follow it). */
function linePath(flow: Flow): string {
  const node = NODES[flow.node];
  const dx = HUB.x - node.x;
  const dy = HUB.y - node.y;
  const length = Math.hypot(dx, dy);
  const ux = dx / length;
  const uy = dy / length;
  const nodeEdge = { x: node.x + ux * (RADIUS + 6), y: node.y + uy * (RADIUS + 6) };
  const hubEdge = { x: HUB.x - ux * 16, y: HUB.y - uy * 16 };
  const [from, to] = flow.direction === 'out' ? [hubEdge, nodeEdge] : [nodeEdge, hubEdge];
  return `M ${from.x} ${from.y} L ${to.x} ${to.y}`;
}

/**
 * The live energy flow of a wall display: PV, battery, grid and consumption around the site's bus, each line drawn in
 * the direction energy flows (arrow and moving dashes), with its power and what it does in words.
 */
export function EnergyFlow({ live }: EnergyFlowProps) {
  const { t, i18n } = useTexts();
  const markerId = useId().replace(/:/g, '');
  const flows = energyFlows(live);
  const describe = (flow: Flow) =>
    `${t(`dashboard.nodes.${flow.node}`)}: ${t(`dashboard.flow.${flow.state}`)}, ${formatPower(flow.powerKw, i18n.language)}`;
  const summary = flows.map(describe).join('; ');
  return (
    <svg
      viewBox="0 0 600 465"
      role="img"
      aria-label={`${t('dashboard.energyFlow')}: ${summary}`}
      style={{ width: '100%', height: '100%', maxHeight: '46vh', display: 'block' }}
    >
      <defs>
        {flows.map((flow) => (
          <marker
            key={flow.node}
            id={`${markerId}-${flow.node}`}
            viewBox="0 0 10 10"
            refX="8"
            refY="5"
            markerWidth="5"
            markerHeight="5"
            orient="auto-start-reverse"
          >
            <path d="M 0 0 L 10 5 L 0 10 z" fill={NODES[flow.node].colour} />
          </marker>
        ))}
      </defs>
      {flows.map((flow) => {
        const active = flow.direction !== 'none';
        return (
          <path
            key={`line-${flow.node}`}
            data-testid={`flow-${flow.node}`}
            data-direction={flow.direction}
            d={linePath(flow)}
            stroke={active ? NODES[flow.node].colour : IDLE}
            strokeWidth={active ? 6 : 3}
            strokeDasharray={active ? '14 10' : '4 8'}
            strokeLinecap="round"
            fill="none"
            markerEnd={active ? `url(#${markerId}-${flow.node})` : undefined}
          >
            {active ? (
              <animate attributeName="stroke-dashoffset" from="24" to="0" dur="1s" repeatCount="indefinite" />
            ) : null}
          </path>
        );
      })}
      <circle cx={HUB.x} cy={HUB.y} r={14} fill="#e2e8f0" />
      {flows.map((flow) => {
        const node = NODES[flow.node];
        const active = flow.direction !== 'none';
        // Power and state sit outside the ring: above PV, below the others.
        const labelY = flow.node === 'pv' ? node.y - RADIUS - 32 : node.y + RADIUS + 24;
        return (
          <g key={`node-${flow.node}`} data-testid={`node-${flow.node}`}>
            <circle
              cx={node.x}
              cy={node.y}
              r={RADIUS}
              fill="#0f172a"
              stroke={active ? node.colour : IDLE}
              strokeWidth={4}
            />
            <text x={node.x} y={node.y + 6} textAnchor="middle" fontSize="15" fontWeight="700" fill="#f8fafc">
              {t(`dashboard.nodes.${flow.node}`)}
            </text>
            <text
              x={node.x}
              y={labelY}
              textAnchor="middle"
              fontSize="24"
              fontWeight="700"
              fill={active ? node.colour : '#94a3b8'}
            >
              {formatPower(flow.powerKw, i18n.language)}
            </text>
            <text x={node.x} y={labelY + 24} textAnchor="middle" fontSize="17" fill="#cbd5e1">
              {t(`dashboard.flow.${flow.state}`)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
