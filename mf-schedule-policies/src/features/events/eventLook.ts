import { eventKindOf, eventTypeColour, type ColorScheme } from '@bess/shared';

/** How an event of one type is drawn. */
export interface EventFill {
  background: string;
  color: string;
  border: string;
}

/**
 * spec 3: green, yellow, blue, lightblue by event type id, as fills a person can read text on: each text colour has at
 * least 4.5:1 on its fill (WCAG AA for the legend's 12 px text). Blue is antd's blue-7: white on antd's primary
 * #1677ff is 4.1:1, which axe flags on the legend's "Hold charge".
 */
const FILLS: Record<'green' | 'yellow' | 'blue' | 'lightblue', EventFill> = {
  green: { background: '#95de64', color: '#092b00', border: '#389e0d' },
  yellow: { background: '#ffe58f', color: '#3d2f00', border: '#d4b106' },
  blue: { background: '#0958d9', color: '#ffffff', border: '#003eb3' },
  lightblue: { background: '#bae0ff', color: '#002c8c', border: '#69b1ff' },
};

/**
 * The same four in dark mode: deep fills with light text (again 4.5:1 or more), so that the calendar does not glare
 * on a dark page while each kind keeps its hue.
 */
const DARK_FILLS: Record<keyof typeof FILLS, EventFill> = {
  green: { background: '#274916', color: '#d9f7be', border: '#49aa19' },
  yellow: { background: '#594214', color: '#fff1b8', border: '#d8bd14' },
  blue: { background: '#1554ad', color: '#ffffff', border: '#3c89e8' },
  lightblue: { background: '#112a45', color: '#bae0ff', border: '#3c89e8' },
};

/** The fill of an event type (spec 3: colour by id) in the page's scheme. */
export const eventFill = (eventType: number, scheme: ColorScheme = 'light') =>
  (scheme === 'dark' ? DARK_FILLS : FILLS)[eventTypeColour(eventType)];

/** The key under `events.kinds` of an event type (spec 3 kinds), or null for an unknown id. */
export function kindKey(eventType: number): 'Charge' | 'HoldCharge' | 'Manual' | 'ORModel' | null {
  const kind = eventKindOf(eventType);
  if (kind === null) return null;
  return kind === 'Hold charge' ? 'HoldCharge' : kind === 'OR Model' ? 'ORModel' : kind;
}
