import { useId } from 'react';
import { theme } from 'antd';
import type { LiveData } from '@bess/shared';
import { useTexts } from '../../i18n';
import { useFormat } from '../home/useFormat';
import { energyFlows, type Flow, type FlowNode } from './energyFlow';

interface Point {
  x: number;
  y: number;
}

const HUB: Point = { x: 300, y: 240 };
const HUB_RADIUS = 12;
const NODE_RADIUS = 44;
/** Where each end sits around the hub: the sun above, the grid left, the house right, the battery below. */
const NODES: Record<FlowNode, Point> = {
  pv: { x: 300, y: 120 },
  grid: { x: 90, y: 240 },
  consumption: { x: 510, y: 240 },
  battery: { x: 300, y: 360 },
};

// Each end's colour in each scheme (an SVG is not reached by antd's theme): bright on a dark card, a darker shade of
// the same hue on a light one, so that the lines and figures stay readable on the card behind them.
const COLOURS = {
  dark: {
    pv: '#facc15',
    grid: '#60a5fa',
    consumption: '#c084fc',
    battery: '#4ade80',
    idle: '#475569',
    idleGlyph: '#94a3b8',
    hub: '#e2e8f0',
  },
  light: {
    pv: '#a16207',
    grid: '#2563eb',
    consumption: '#9333ea',
    battery: '#15803d',
    idle: '#cbd5e1',
    idleGlyph: '#64748b',
    hub: '#475569',
  },
} as const;

/** Is a colour dark (#rgb or #rrggbb)? antd's dark algorithm gives a dark container colour, the default a light one. */
function isDark(colour: string): boolean {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour)?.[1];
  if (hex === undefined) return false;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
  // Relative brightness, ITU-R BT.601 weights.
  return 0.299 * (r ?? 0) + 0.587 * (g ?? 0) + 0.114 * (b ?? 0) < 128;
}

/** The line between a node and the hub, drawn in the direction the energy flows (so the arrow and dashes follow it). */
function linePath(flow: Flow): string {
  const node = NODES[flow.node];
  const dx = HUB.x - node.x;
  const dy = HUB.y - node.y;
  const length = Math.hypot(dx, dy);
  const ux = dx / length;
  const uy = dy / length;
  const nodeEdge = { x: node.x + ux * (NODE_RADIUS + 6), y: node.y + uy * (NODE_RADIUS + 6) };
  const hubEdge = { x: HUB.x - ux * (HUB_RADIUS + 4), y: HUB.y - uy * (HUB_RADIUS + 4) };
  const [from, to] = flow.direction === 'out' ? [hubEdge, nodeEdge] : [nodeEdge, hubEdge];
  return `M ${from.x} ${from.y} L ${to.x} ${to.y}`;
}

// Glyphs drawn around (0, 0) inside a node: a sun, a grid pylon and a house, stroked.
const GLYPHS: Record<Exclude<FlowNode, 'battery'>, string> = {
  pv: 'M0-4.5a4.5 4.5 0 1 1 0 9a4.5 4.5 0 1 1 0-9M0-11v3M0 8v3M-11 0h3M8 0h3M-7.8-7.8l2.1 2.1M5.7 5.7l2.1 2.1M-7.8 7.8l2.1-2.1M5.7-5.7l2.1-2.1',
  grid: 'M-7 10L0-10L7 10M-4.5 3h9M-6-4h12M-3-4l6 7M3-4l-6 7',
  consumption: 'M-9 0L0-8L9 0M-6.5-2v10h13v-10M-2 8v-5h4v5',
};
const GLYPH_SCALE = 2.2;

function Glyph({ node, colour, stateOfCharge }: { node: FlowNode; colour: string; stateOfCharge: number | null }) {
  const at = NODES[node];
  const transform = `translate(${at.x} ${at.y}) scale(${GLYPH_SCALE})`;
  if (node !== 'battery') {
    return (
      <path
        d={GLYPHS[node]}
        transform={transform}
        fill="none"
        stroke={colour}
        strokeWidth={1.6}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    );
  }
  // A battery whose fill shows the state of charge (0 to 100).
  const level = Math.max(0, Math.min(100, stateOfCharge ?? 0)) / 100;
  return (
    <g transform={transform}>
      <rect x={-9} y={-6} width={16} height={12} rx={2} fill="none" stroke={colour} strokeWidth={1.6} />
      <rect x={7.5} y={-2.5} width={2.5} height={5} rx={1} fill={colour} />
      <rect x={-7} y={-4} width={12 * level} height={8} fill={colour} />
    </g>
  );
}

export interface EnergyFlowProps {
  live: Pick<LiveData, 'pv' | 'inverterPower' | 'grid' | 'consumption' | 'stateOfCharge'>;
  /** A card of the home (at most a card's width) or the wall display (at most about half the screen's height). */
  fit?: 'card' | 'screen';
}

/**
 * spec 2 and 3: the live energy flow between solar (PV), battery, grid and consumption, the same picture on the
 * home's status card and on the wall display (one rule, energyFlow.ts): each line drawn in the direction energy flows
 * (arrow and moving dashes), with its power and what it does in words. The picture is named by a sentence that says the
 * same. Its colours follow antd's theme (light or dark), so it reads on the shell's cards and on the dark wall display.
 */
export function EnergyFlow({ live, fit = 'card' }: EnergyFlowProps) {
  const { t } = useTexts();
  const format = useFormat();
  const { token } = theme.useToken();
  const colours = COLOURS[isDark(token.colorBgContainer) ? 'dark' : 'light'];
  const markerId = `flow${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const flows = energyFlows(live);
  const name = (node: FlowNode) => t(`dashboard.nodes.${node}`);
  const summary = flows
    .map((flow) => `${name(flow.node)}: ${t(`dashboard.flow.${flow.state}`)}, ${format.kw(flow.powerKw)}`)
    .join('; ');

  return (
    <svg
      viewBox="0 -20 600 520"
      role="img"
      aria-label={`${t('dashboard.energyFlow')}: ${summary}`}
      style={{
        width: '100%',
        height: fit === 'screen' ? '100%' : 'auto',
        ...(fit === 'screen' ? { maxHeight: '46vh' } : { maxWidth: 480 }),
        display: 'block',
      }}
    >
      <defs>
        {flows.map((flow) => (
          <marker
            key={flow.node}
            id={`${markerId}-${flow.node}`}
            viewBox="0 0 10 10"
            refX="8"
            refY="5"
            markerWidth="4"
            markerHeight="4"
            orient="auto-start-reverse"
          >
            <path d="M 0 0 L 10 5 L 0 10 z" fill={colours[flow.node]} />
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
            stroke={active ? colours[flow.node] : colours.idle}
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
      <circle cx={HUB.x} cy={HUB.y} r={HUB_RADIUS} fill={colours.hub} />
      {flows.map((flow) => {
        const node = NODES[flow.node];
        const active = flow.direction !== 'none';
        // Name, power and state sit outside the ring: above PV (the hub is below it), below the others.
        const top = flow.node === 'pv' ? node.y - NODE_RADIUS - 66 : node.y + NODE_RADIUS + 26;
        return (
          <g key={`node-${flow.node}`} data-testid={`node-${flow.node}`}>
            <circle
              cx={node.x}
              cy={node.y}
              r={NODE_RADIUS}
              fill={token.colorBgContainer}
              stroke={active ? colours[flow.node] : colours.idle}
              strokeWidth={4}
            />
            <Glyph
              node={flow.node}
              colour={active ? colours[flow.node] : colours.idleGlyph}
              stateOfCharge={live.stateOfCharge ?? null}
            />
            {/* 24 and 28 units: on a phone the picture is drawn at under half its size, and 20 read as 8 px. */}
            <text x={node.x} y={top} textAnchor="middle" fontSize="24" fill={token.colorText}>
              {name(flow.node)}
            </text>
            <text
              x={node.x}
              y={top + 30}
              textAnchor="middle"
              fontSize="28"
              fontWeight="700"
              fill={active ? colours[flow.node] : token.colorTextSecondary}
            >
              {format.kw(flow.powerKw)}
            </text>
            <text x={node.x} y={top + 56} textAnchor="middle" fontSize="24" fill={token.colorTextSecondary}>
              {t(`dashboard.flow.${flow.state}`)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
