import { createContext, useContext, useId, type ReactNode } from 'react';
import { useTexts } from '../../../i18n';
import { useHost, type ColorScheme, type LiveData } from '@bess/shared';
import { energyFlowOf, isFlowing } from '../statusRules';
import { useFormat } from '../useFormat';

interface Point {
  x: number;
  y: number;
}

const HUB: Point = { x: 160, y: 126 };
const NODE_RADIUS = 22;
const HUB_RADIUS = 6;
const NODES = {
  pv: { x: 64, y: 72 },
  grid: { x: 256, y: 72 },
  battery: { x: 64, y: 180 },
  consumption: { x: 256, y: 180 },
} as const satisfies Record<string, Point>;
// issue 17: the picture's colours in each scheme (an SVG is not reached by antd's theme): teal on light, a lighter
// teal on dark, each with text and idle lines readable on the card behind it.
const PALETTES = {
  light: { active: '#0f766e', idle: '#cbd5e1', node: '#f0fdfa', text: '#0f172a' },
  dark: { active: '#2dd4bf', idle: '#4b5563', node: '#0f2a28', text: '#e5e7eb' },
} as const satisfies Record<ColorScheme, Record<string, string>>;
type Palette = (typeof PALETTES)[ColorScheme];
const PaletteContext = createContext<Palette>(PALETTES.light);

/** The part of the line from `from` to `to` outside both circles. */
function segment(from: Point, to: Point, fromRadius: number, toRadius: number) {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const length = Math.hypot(dx, dy);
  const ux = dx / length;
  const uy = dy / length;
  return {
    x1: from.x + ux * fromRadius,
    y1: from.y + uy * fromRadius,
    x2: to.x - ux * (toRadius + 4),
    y2: to.y - uy * (toRadius + 4),
  };
}

interface FlowLineProps {
  node: Point;
  /** Energy flows from the node to the middle ('in'), from the middle to the node ('out'), or not at all. */
  direction: 'in' | 'out' | 'none';
  markerId: string;
}

function FlowLine({ node, direction, markerId }: FlowLineProps) {
  const line =
    direction === 'out' ? segment(HUB, node, HUB_RADIUS, NODE_RADIUS) : segment(node, HUB, NODE_RADIUS, HUB_RADIUS);
  const active = direction !== 'none';
  const palette = useContext(PaletteContext);
  return (
    <line
      {...line}
      stroke={active ? palette.active : palette.idle}
      strokeWidth={active ? 3 : 2}
      strokeDasharray={active ? undefined : '4 4'}
      markerEnd={active ? `url(#${markerId})` : undefined}
    />
  );
}

// Glyphs drawn around (0, 0) inside a node: a sun, a grid pylon and a house, stroked.
const GLYPHS = {
  pv: 'M0-4.5a4.5 4.5 0 1 1 0 9a4.5 4.5 0 1 1 0-9M0-11v3M0 8v3M-11 0h3M8 0h3M-7.8-7.8l2.1 2.1M5.7 5.7l2.1 2.1M-7.8 7.8l2.1-2.1M5.7-5.7l2.1-2.1',
  grid: 'M-7 10L0-10L7 10M-4.5 3h9M-6-4h12M-3-4l6 7M3-4l-6 7',
  consumption: 'M-9 0L0-8L9 0M-6.5-2v10h13v-10M-2 8v-5h4v5',
} as const;

function Glyph({ at, path }: { at: Point; path: string }) {
  const palette = useContext(PaletteContext);
  return (
    <path
      d={path}
      transform={`translate(${at.x} ${at.y})`}
      fill="none"
      stroke={palette.active}
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  );
}

/** A battery whose fill shows the state of charge (0 to 100). */
function BatteryGlyph({ at, stateOfCharge }: { at: Point; stateOfCharge: number | null }) {
  const level = Math.max(0, Math.min(100, stateOfCharge ?? 0)) / 100;
  const palette = useContext(PaletteContext);
  return (
    <g transform={`translate(${at.x} ${at.y})`}>
      <rect x={-9} y={-6} width={16} height={12} rx={2} fill="none" stroke={palette.active} strokeWidth={1.6} />
      <rect x={7.5} y={-2.5} width={2.5} height={5} rx={1} fill={palette.active} />
      <rect x={-7} y={-4} width={12 * level} height={8} fill={palette.active} />
    </g>
  );
}

interface NodeProps {
  at: Point;
  name: string;
  value: string;
  note?: string;
  /** Text below the value or, for the top row, above the name. */
  above?: boolean;
  children?: ReactNode;
}

function Node({ at, name, value, note, above = false, children }: NodeProps) {
  const lines = [name, value, ...(note ? [note] : [])];
  const first = above ? at.y - NODE_RADIUS - 8 - (lines.length - 1) * 13 : at.y + NODE_RADIUS + 14;
  const palette = useContext(PaletteContext);
  return (
    <g>
      <circle cx={at.x} cy={at.y} r={NODE_RADIUS} fill={palette.node} stroke={palette.active} strokeWidth={2} />
      {children}
      {lines.map((text, i) => (
        <text
          key={i}
          x={at.x}
          y={first + i * 13}
          textAnchor="middle"
          fontSize={i === 1 ? 12 : 11}
          fontWeight={i === 1 ? 600 : 400}
          fill={palette.text}
        >
          {text}
        </text>
      ))}
    </g>
  );
}

export interface EnergyFlowDiagramProps {
  live: LiveData;
}

/**
 * spec 2 and 3: the energy flow between solar (PV), battery, grid and consumption, with the direction of each flow
 * and its power in kW. The picture is named by a sentence that says the same in words.
 */
export function EnergyFlowDiagram({ live }: EnergyFlowDiagramProps) {
  const { t } = useTexts();
  const format = useFormat();
  const flow = energyFlowOf(live);
  const markerId = `flow${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const palette = PALETTES[useHost().colorScheme ?? 'light'];
  const titleId = `${markerId}-title`;

  const batteryNote =
    flow.battery === 'charging'
      ? t('live.charging')
      : flow.battery === 'discharging'
        ? t('live.discharging')
        : undefined;
  const gridNote =
    flow.grid === 'importing' ? t('live.importing') : flow.grid === 'exporting' ? t('live.exporting') : undefined;
  const summary = [
    `${t('live.pv')} ${format.kw(flow.pvKw)}`,
    [t('live.battery'), batteryNote, format.kw(flow.batteryKw)].filter(Boolean).join(' '),
    [t('live.grid'), gridNote, format.kw(flow.gridKw)].filter(Boolean).join(' '),
    `${t('live.consumption')} ${format.kw(flow.consumptionKw)}`,
  ].join('; ');

  return (
    <PaletteContext.Provider value={palette}>
      <svg
        role="img"
        aria-labelledby={titleId}
        viewBox="0 0 320 250"
        style={{ width: '100%', maxWidth: 420, height: 'auto', display: 'block' }}
      >
        <title id={titleId}>{`${t('live.energyFlow')}: ${summary}`}</title>
        <defs>
          <marker id={markerId} viewBox="0 0 10 10" refX="5" refY="5" markerWidth="4" markerHeight="4" orient="auto">
            <path d="M0 0L10 5L0 10z" fill={palette.active} />
          </marker>
        </defs>
        <FlowLine node={NODES.pv} direction={isFlowing(flow.pvKw) ? 'in' : 'none'} markerId={markerId} />
        <FlowLine
          node={NODES.battery}
          direction={flow.battery === 'discharging' ? 'in' : flow.battery === 'charging' ? 'out' : 'none'}
          markerId={markerId}
        />
        <FlowLine
          node={NODES.grid}
          direction={flow.grid === 'importing' ? 'in' : flow.grid === 'exporting' ? 'out' : 'none'}
          markerId={markerId}
        />
        <FlowLine
          node={NODES.consumption}
          direction={isFlowing(flow.consumptionKw) ? 'out' : 'none'}
          markerId={markerId}
        />
        <circle cx={HUB.x} cy={HUB.y} r={HUB_RADIUS} fill={palette.active} />
        <Node at={NODES.pv} name={t('live.pv')} value={format.kw(flow.pvKw)} above>
          <Glyph at={NODES.pv} path={GLYPHS.pv} />
        </Node>
        <Node at={NODES.grid} name={t('live.grid')} value={format.kw(flow.gridKw)} note={gridNote} above>
          <Glyph at={NODES.grid} path={GLYPHS.grid} />
        </Node>
        <Node at={NODES.battery} name={t('live.battery')} value={format.kw(flow.batteryKw)} note={batteryNote}>
          <BatteryGlyph at={NODES.battery} stateOfCharge={live.stateOfCharge ?? null} />
        </Node>
        <Node at={NODES.consumption} name={t('live.consumption')} value={format.kw(flow.consumptionKw)}>
          <Glyph at={NODES.consumption} path={GLYPHS.consumption} />
        </Node>
      </svg>
    </PaletteContext.Provider>
  );
}
