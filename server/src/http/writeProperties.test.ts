// Properties of every write schema of the contract, over random bodies from a seeded generator (PROPERTY_SEED replays
// a run; the seed is printed). For every call that sends a body (POST, PUT, DELETE):
// - a random VALID body is accepted (2xx): the call's valid sample (testing/samples.ts, so that ids point at real
//   objects), every other field varied at random within its schema and the call's cross-field rules (inputRules.ts);
// - a random INVALID body (one field of a valid body broken: wrong type, out of range, a number as text, a boolean as
//   a number, true for a number, too long, off its pattern or its list, missing, an unknown field) gets 400 whose
//   `errors` names exactly that field with a known `validation.*` key, whose message holds no validator wording, and
//   which changes nothing in any table.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { ENDPOINTS, inputRuleErrors, type EndpointName, type FieldError } from '@bess/shared/contract';
import { DEVICE_MODES, SITE_FEATURES, StateCommand, VALIDATION_MESSAGES, isValidTimezone } from '@bess/shared/domain';
import { siteBatteryCapacity } from '../repositories/siteSettings';
import { FIXTURE, seedFixtureFleet } from '../testing/fixtures';
import { DESTRUCTIVE, requestFor, sampleInputs, seedSampleObjects, type SampleInputs } from '../testing/samples';
import { everyTableAsText } from '../testing/sql';
import { createTestApp, type TestApp } from '../testing/testApp';

const SEED = Number(process.env.PROPERTY_SEED ?? 20261122);
/**
 * Valid bodies per call with fields to vary (on a fresh app each where a success removes what the next needs); a body
 * of ids only is sent twice, or once on a fresh app.
 */
const VALID_PER_CALL = 10;
const VALID_PER_FRESH_CALL = 3;
/** Broken bodies per call, drawn from every way to break each of its fields. */
const INVALID_PER_CALL = 60;
const CALLER = FIXTURE.users.superadmin;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/** A JSON Schema node as TypeBox writes the contract's schemas. */
interface Node {
  type?: string;
  properties?: Record<string, Node>;
  required?: string[];
  anyOf?: Node[];
  enum?: Json[];
  const?: Json;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  items?: Node;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  'x-error'?: string;
}

/** mulberry32: small and deterministic, so that a failure replays from its seed. */
class Random {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  /** A whole number from `min` to `max`, both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      [items[i], items[j]] = [items[j]!, items[i]!];
    }
    return items;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Valid values

/** Characters of the texts people type: scripts, punctuation that breaks naive SQL or HTML, emoji. */
const TEXT_CHARACTERS = [
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
  ...' .,-_\'"&<>/\\%;:()[]{}!?#@*+=~|^`$',
  ...'æøåÆØÅäöüßéèñçł',
  ...'日本語中文한국어Ωλ',
  '🔋',
  '⚡',
];
/** Where the pattern allows them (free text with paragraphs). */
const LINE_CHARACTERS = ['\n', '\t'];

/**
 * A text of length `min` to `max` (code units; an emoji counts 2, so it fits either way of counting), with line breaks
 * and tabs now and then where `lines` allows them.
 */
function text(random: Random, min: number, max: number, lines = false): string {
  const cap = Math.max(min, Math.min(max, 40));
  const length = random.chance(0.1) && max <= 10_000 ? max : random.int(min, cap);
  let out = '';
  while (out.length < length) {
    const c = lines && random.chance(0.05) ? random.pick(LINE_CHARACTERS) : random.pick(TEXT_CHARACTERS);
    if (out.length + c.length <= length) out += c;
  }
  // Never only blanks: a blank name or title means "not given" to the people who read it.
  return out.length > 0 && out.trim() === '' ? `x${out.slice(1)}` : out;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** An ISO 8601 date or date-time in one of the forms the contract takes, of the instant `ms`. */
function isoText(random: Random, ms: number, options: { offset?: boolean } = {}): string {
  const date = new Date(ms);
  const form = random.int(options.offset ? 2 : 0, 4);
  if (form === 0) return date.toISOString().slice(0, 10);
  if (form === 1) return date.toISOString().slice(0, 16);
  if (form === 2) return date.toISOString();
  const offsetMinutes = random.pick([60, 120, -300, 330, -210, 0]);
  const local = new Date(ms + offsetMinutes * 60_000).toISOString().slice(0, 19);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${local}${sign}${pad(Math.floor(abs / 60))}${form === 3 ? ':' : ''}${pad(abs % 60)}`;
}

const DAY = 86_400_000;
/** An instant from 2020 to 2030. */
const anyInstant = (random: Random) =>
  Date.UTC(2020, 0, 1) + Math.floor(random.next() * 3650) * DAY + random.int(0, 1439) * 60_000;

/** Values of patterns other than the free-text ones (a class of characters a name may not hold). */
const PATTERN_VALUES: readonly [(pattern: string) => boolean, (random: Random, node: Node) => string][] = [
  [(p) => p === '^[12]\\d{3}-(0[1-9]|1[0-2])$', (random) => new Date(anyInstant(random)).toISOString().slice(0, 7)],
  [(p) => p.includes('(0[1-9]|1[0-2])'), (random) => isoText(random, anyInstant(random))],
  [(p) => p === '^\\d{4}-\\d{2}-\\d{2}$', (random) => new Date(anyInstant(random)).toISOString().slice(0, 10)],
  [(p) => p === '^[A-Za-z0-9._-]+\\.json$', (random) => `${token(random, 1, 40)}.json`],
  [(p) => p === '^[A-Za-z0-9._-]+$', (random, node) => token(random, node.minLength ?? 1, node.maxLength ?? 60)],
];

const TOKEN_CHARACTERS = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-'];
function token(random: Random, min: number, max: number): string {
  const length = random.int(Math.max(min, 1), Math.min(max, 24));
  return Array.from({ length }, () => random.pick(TOKEN_CHARACTERS)).join('');
}

/** A free-text pattern: one character class the text must avoid (`^[^...]*$`, common.ts's Name and FreeText). */
const isAvoidingPattern = (pattern: string) => /^\^\[\^[^\]]*\]\*\$$/.test(pattern);

/** A number within the node's bounds: now and then a bound itself, else anywhere, with up to 3 decimals. */
function number(random: Random, node: Node, integer: boolean): number {
  const low =
    node.minimum ?? (node.exclusiveMinimum !== undefined ? node.exclusiveMinimum + (integer ? 1 : 0.001) : -1e6);
  const high =
    node.maximum ?? (node.exclusiveMaximum !== undefined ? node.exclusiveMaximum - (integer ? 1 : 0.001) : 1e6);
  if (integer) {
    const [lo, hi] = [Math.ceil(low), Math.floor(high)];
    if (random.chance(0.15)) return random.pick([lo, hi]);
    return random.int(lo, hi);
  }
  if (random.chance(0.15)) return random.pick([low, high]);
  const value = low + random.next() * (high - low);
  const decimals = random.int(0, 3);
  const rounded = Math.round(value * 10 ** decimals) / 10 ** decimals;
  return Math.min(high, Math.max(low, rounded));
}

/** The facts of the sample objects a call's rules weigh (inputRules.ts, http/writeRights.ts), read from the app. */
interface Facts {
  now: Date;
  inverterMaxPowerKw: number;
  batteryCapacityKwh: number;
  /** The features of S-AARHUS: a mode command needs its mode's feature there. */
  siteFeatures: string[];
  /** S-AARHUS's controller gain as stored: PUT /parameters/control sends it back unchanged (only PUT /parameters may). */
  pidKI: number | null;
}

interface Gen {
  random: Random;
  /** The how-manieth valid body of its call (0, 1, ...): distinct time slots for events. */
  index: number;
  facts: Facts;
}
type FieldGen = (g: Gen) => Json | undefined;

/** A field "left out" (an optional field generated as undefined is not sent). */
const OMIT = undefined;

/**
 * What a call's handler reads into a field beyond its schema, by the call's field path (`*` for any array index):
 * the values the field takes instead. Ids are not here: they keep the sample's value (see `isReference`).
 */
interface Plan {
  fields?: Record<string, FieldGen>;
  /** Makes fields agree where the call's rules (inputRules.ts, or its handler) relate them. */
  adjust?: (body: JsonObject, g: Gen) => void;
  /**
   * Its valid bodies never take each other's place, though its sample is in DESTRUCTIVE (testing/samples.ts: a success
   * there removes or moves what the next call needs, so each valid body is sent on a fresh app).
   */
  repeatable?: true;
}

const TIMEZONES = Intl.supportedValuesOf('timeZone').filter((zone) => isValidTimezone(zone));
/** A timezone is any IANA name the runtime knows (registerRoutes refuses others). */
const NAMED_FIELDS: Record<string, FieldGen> = {
  timezone: ({ random }) => random.pick(TIMEZONES),
};

/** The sample site's features (later calls need them: the scheduler, backup, peak shaving), plus any others. */
const KEEP_FEATURES: FieldGen = ({ random, facts }) => [
  ...new Set([...facts.siteFeatures, ...SITE_FEATURES.filter(() => random.chance(0.3))]),
];
/** A state, or a mode the site has the feature of (http/writeRights.ts: Cluster and Backup need theirs). */
const STATE_OR_MODE: FieldGen = ({ random, facts }) =>
  random.pick(
    [StateCommand.Idling, StateCommand.Running, ...DEVICE_MODES].filter(
      (mode) => !['Cluster', 'Backup'].includes(mode) || facts.siteFeatures.includes(mode),
    ),
  );
const url = ({ random }: Gen) =>
  `${random.pick(['http', 'https'])}://load-${random.int(1, 999)}.example.org/${token(random, 1, 12)}?on=${random.int(0, 1)}`;
const freeText = ({ random }: Gen) => text(random, 1, 80);
/** File names are labels: printable, no path separators (routes/files.ts). */
const fileName = ({ random }: Gen) =>
  `${text(random, 1, 40).replace(/[/\\\n\t]/g, '_')}.${random.pick(['bin', 'json', 'hex', 'tar.gz'])}`;
/** Instants after the test's clock (now, 2026-11-22 12:00Z): an expiry or an event must lie ahead. */
const future = ({ random, facts }: Gen, fromDays = 1, days = 300) =>
  facts.now.getTime() + (fromDays + random.int(0, days)) * DAY + random.int(0, 1439) * 60_000;

/** Event windows that never overlap another event of the sample site: each body of a call gets its own day. */
function eventWindow(body: JsonObject, g: Gen, firstDay: number): void {
  const day = g.facts.now.getTime() + (firstDay + g.index) * DAY;
  const start = Math.floor(day / DAY) * DAY + g.random.int(0, 10) * 3_600_000;
  const end = start + g.random.int(1, 12) * 3_600_000;
  body.startTime = isoText(g.random, start, { offset: true });
  body.endTime = isoText(g.random, end, { offset: true });
  if (typeof body.fullyChargedBy === 'string') body.fullyChargedBy = isoText(g.random, end, { offset: true });
}

/** A grant ends after it starts, and not before now: an ended grant is no grant to update (or to add beside). */
const grantTimes = (body: JsonObject, g: Gen) => {
  const start = anyInstant(g.random);
  body.startTime = isoText(g.random, start, { offset: true });
  const from = Math.max(start, g.facts.now.getTime());
  if (body.endTime !== null) body.endTime = isoText(g.random, from + g.random.int(1, 400) * DAY, { offset: true });
};

const MESSAGE_TEXT: FieldGen = ({ random }) => text(random, 1, 200, true);

const PLANS: { readonly [N in EndpointName]?: Plan } = {
  updateSite: { fields: { features: KEEP_FEATURES } },
  createUser: { fields: { email: ({ random, index }) => `Property-${index}-${token(random, 1, 8)}@Demo.test` } },
  // Who acknowledged or closed an alarm is the caller: the API refuses someone else's name.
  acknowledgeAlarm: { fields: { acknowledgeUser: () => CALLER } },
  closeAlarm: { fields: { closedBy: () => CALLER } },
  addSiteUser: { adjust: grantTimes },
  updateSiteUser: { adjust: grantTimes },
  addSiteGroupUser: { adjust: grantTimes },
  updateSiteGroupUser: { adjust: grantTimes },
  addDeviceUser: { adjust: grantTimes },
  updateDeviceUser: { adjust: grantTimes },
  sendStateModeCommand: { fields: { commandName: STATE_OR_MODE } },
  sendStateModeSiteCommand: { fields: { commandName: STATE_OR_MODE } },
  sendTestMode: {
    // spec 5: strictly between minus and plus the inverter's maximum power.
    fields: {
      value: ({ random, facts }) =>
        number(
          random,
          { exclusiveMinimum: -facts.inverterMaxPowerKw, exclusiveMaximum: facts.inverterMaxPowerKw },
          false,
        ),
    },
  },
  createBmsFile: { fields: { fileName } },
  createDeviceConfigurationFile: { fields: { fileName } },
  setMessageCenter: {
    // spec 5: neither the title nor the message may be blank, in any language; each language once.
    fields: {
      title: MESSAGE_TEXT,
      message: MESSAGE_TEXT,
      'languages.*.title': MESSAGE_TEXT,
      'languages.*.message': MESSAGE_TEXT,
    },
    adjust: (body) => {
      const languages = body.languages as JsonObject[];
      body.languages = languages.filter((l, i) => languages.findIndex((m) => m.language === l.language) === i);
    },
  },
  createEvent: {
    // The scheduler's event types are 0 to 3 (spec 3); a rate is within the inverter's power (inputRules.ts).
    fields: {
      eventType: ({ random }) => random.int(0, 3),
      rate: ({ random, facts }) =>
        random.chance(0.3)
          ? null
          : number(random, { minimum: -facts.inverterMaxPowerKw, maximum: facts.inverterMaxPowerKw }, false),
    },
    adjust: (body, g) => eventWindow(body, g, 10),
    repeatable: true,
  },
  updateEvent: {
    fields: { eventType: ({ random }) => random.int(0, 3) },
    adjust: (body, g) => eventWindow(body, g, 60),
  },
  deleteEvent: { fields: { eventType: ({ random }) => random.int(0, 3) } },
  updateParameters: { fields: { 'site.features': KEEP_FEATURES } },
  updateControlParameters: { fields: { 'control.pidKI': ({ facts }) => facts.pidKI } },
  updateSoftware: {
    fields: {
      firmwareBranch: ({ random }) => token(random, 1, 30),
      firmwareBuild: ({ random }) => token(random, 1, 30),
    },
  },
  updatePolicy: {
    // spec 5: the fixed daily grid charge lies between 0 and the site's battery capacity.
    fields: {
      'policy.fixedEnergy': ({ random, facts }) =>
        random.chance(0.2) ? null : number(random, { minimum: 0, maximum: facts.batteryCapacityKwh }, false),
    },
  },
  createControllableLoad: {
    fields: { adapterName: freeText, actionOnUrl: url, actionOffUrl: url, testConnectionUrl: url, method: freeText },
    adjust: (body, { random }) => activeHours(body, random),
  },
  updateControllableLoad: {
    fields: { adapterName: freeText, actionOnUrl: url, actionOffUrl: url, testConnectionUrl: url, method: freeText },
    adjust: (body, { random }) => activeHours(body, random),
  },
  updateBackupSettings: {
    // spec 5: the maximum SOC above the minimum.
    adjust: (body, { random }) => {
      const [low, high] = [body.minSoc as number, body.maxSoc as number].sort((a, b) => a - b) as [number, number];
      body.minSoc = low === high ? Math.max(0, low - 1) : low;
      body.maxSoc = low === high ? Math.min(100, high + 1) : high;
      if (random.chance(0.1)) [body.minSoc, body.maxSoc] = [0, 100];
    },
  },
  // A rollout's selection names at least one device: the sample's group, when the lists that name them were left out.
  createRollout: { adjust: (body) => namesDevices(body) },
  previewRollout: { adjust: (body) => namesDevices(body) },
  replaySite: {
    // A month that has begun (the app's clock is in November 2026), and draft events that end after they start.
    adjust: (body, { random }) => {
      if (typeof body.month === 'string') body.month = `2026-${String(random.int(1, 10)).padStart(2, '0')}`;
      const draft = body.draft as { events: { startTime: string; endTime: string }[] } | undefined;
      for (const event of draft?.events ?? []) {
        event.endTime = new Date(Date.parse(event.startTime) + 3 * 3_600_000).toISOString();
      }
    },
  },
  updateDashboardSharing: {
    // An expiry is an instant ahead (with Z or an offset), and only for a link that is on.
    fields: {
      expiresAt: (g) =>
        g.random.chance(0.3) ? OMIT : g.random.chance(0.3) ? null : isoText(g.random, future(g), { offset: true }),
    },
    adjust: (body) => {
      if (body.isEnabled === false && typeof body.expiresAt === 'string') body.expiresAt = null;
    },
  },
};

/** A selection with a device in it (routes/rollouts.ts refuses one that names none). */
function namesDevices(body: JsonObject): void {
  const selection = body.selection as JsonObject;
  const named = ['groupIds', 'siteIds', 'deviceIds'].some(
    (list) => ((selection[list] as Json[] | undefined) ?? []).length > 0,
  );
  if (!named) selection.groupIds = [FIXTURE.groups.dk];
}

/** A controllable load is active at least its minimum and at most its maximum hours a day. */
function activeHours(body: JsonObject, random: Random): void {
  const [low, high] = [body.minActiveHours as number, body.maxActiveHours as number].sort((a, b) => a - b);
  body.minActiveHours = low!;
  body.maxActiveHours = random.chance(0.1) ? low! : high!;
}

/** A plain id (an `Id`: text of at least one character, nothing else said): a reference the sample points right. */
const isReference = (node: Node) =>
  node.type === 'string' &&
  node.minLength === 1 &&
  node.maxLength === undefined &&
  node.pattern === undefined &&
  node.enum === undefined;

/** Does a body of this schema have anything to vary besides its ids? */
function varies(node: Node): boolean {
  if (node.anyOf) return node.anyOf.some((b) => b.type !== 'null' && varies(b));
  if (node.type === 'object') return Object.values(node.properties ?? {}).some(varies);
  if (node.type === 'array') return varies(node.items ?? {});
  return !isReference(node);
}

/** `device.fans.0.speed` -> `device.fans.*.speed` */
const planPath = (path: string) => path.replace(/(^|\.)\d+(?=\.|$)/g, '$1*');
const join = (path: string, name: string | number) => (path === '' ? String(name) : `${path}.${name}`);

/** A value valid by the node (and the call's plan), kept from the sample where the node is a reference. */
function generate(node: Node, sample: Json | undefined, path: string, g: Gen, plan: Plan): Json | undefined {
  const name = path.split('.').pop() ?? '';
  const own = plan.fields?.[planPath(path)] ?? NAMED_FIELDS[name];
  if (own) return own(g);
  const { random } = g;
  if (node.anyOf) {
    const branches = node.anyOf.filter((b) => b.type !== 'null');
    const nullable = branches.length < node.anyOf.length;
    if (nullable && branches.every(isReference)) return sample === undefined ? null : sample;
    if (nullable && random.chance(0.2)) return null;
    return generate(random.pick(branches), sample ?? undefined, path, g, plan);
  }
  if (node.const !== undefined) return node.const;
  if (node.enum) return random.pick(node.enum);
  switch (node.type) {
    case 'boolean':
      return random.chance(0.5);
    case 'integer':
      return number(random, node, true);
    case 'number':
      return number(random, node, false);
    case 'string': {
      if (isReference(node)) {
        if (sample === undefined) throw new Error(`${path}: an id with no sample value to keep`);
        return sample;
      }
      if (node.pattern && !isAvoidingPattern(node.pattern)) {
        const known = PATTERN_VALUES.find(([matches]) => matches(node.pattern!));
        if (!known) throw new Error(`${path}: no generator for the pattern ${node.pattern}: add one to PATTERN_VALUES`);
        return known[1](random, node);
      }
      const pattern = node.pattern ? new RegExp(node.pattern, 'u') : undefined;
      const lines = LINE_CHARACTERS.every((c) => pattern?.test(c) ?? true);
      return text(random, node.minLength ?? 0, node.maxLength ?? 200, lines);
    }
    case 'array': {
      const items = node.items ?? {};
      if (isReference(items)) return (sample as Json[] | undefined) ?? [];
      const length = random.int(node.minItems ?? 0, Math.min(node.maxItems ?? 4, 4));
      const out: Json[] = [];
      const keys = new Set<string>();
      for (let tries = 0; out.length < length && tries < length * 10; tries++) {
        const value = generate(items, undefined, join(path, out.length), g, plan) ?? null;
        const key = JSON.stringify(value);
        if (node.uniqueItems && keys.has(key)) continue;
        keys.add(key);
        out.push(value);
      }
      return out;
    }
    case 'object': {
      const out: JsonObject = {};
      const given = (sample ?? {}) as JsonObject;
      for (const [key, child] of Object.entries(node.properties ?? {})) {
        const required = node.required?.includes(key) ?? false;
        const reference =
          isReference(child) || (child.anyOf?.every((b) => b.type === 'null' || isReference(b)) ?? false);
        // An optional id is sent as the sample sends it; any other optional field now and then not at all.
        if (!required && (reference ? !(key in given) : random.chance(0.25))) continue;
        const value = generate(child, given[key], join(path, key), g, plan);
        if (value !== undefined) out[key] = value;
      }
      return out;
    }
    default:
      throw new Error(`${path}: no generator for the schema ${JSON.stringify(node).slice(0, 120)}`);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Invalid bodies

/** One way to break one field, the error it must get, and the keys that may word it. */
interface Mutation {
  kind: string;
  /** The field the answer must name. */
  field: string;
  /** An unknown field may also be named by its parent object. */
  parent?: string;
  keys: readonly string[];
  apply(body: JsonObject): JsonObject;
}

const NUMBER_KEYS = ['validation.validNumber'];
const RANGE_KEYS = [
  'validation.between',
  'validation.betweenExclusive',
  'validation.atLeast',
  'validation.atMost',
  'validation.above',
  'validation.below',
];

/** A copy of `body` with the value at `path` replaced (or removed when `value` is undefined). */
function setAt(body: JsonObject, path: (string | number)[], value: Json | undefined): JsonObject {
  const copy = structuredClone(body);
  let node: Json = copy;
  for (const part of path.slice(0, -1)) node = (node as JsonObject)[part as string]!;
  const last = path[path.length - 1]!;
  if (value === undefined) delete (node as JsonObject)[last as string];
  else (node as JsonObject)[last as string] = value;
  return copy;
}

/** The node without its null branch (a nullable value's own type), and whether null is allowed. */
function unwrap(node: Node): { node: Node; nullable: boolean } {
  if (!node.anyOf) return { node, nullable: false };
  const branches = node.anyOf.filter((b) => b.type !== 'null');
  return {
    node: branches.length === 1 ? branches[0]! : { anyOf: branches },
    nullable: branches.length < node.anyOf.length,
  };
}

/** Every way to break the fields of `value` (a valid body or a part of it) at `path`. */
function mutationsOf(schemaNode: Node, value: Json, path: (string | number)[]): Mutation[] {
  const { node, nullable } = unwrap(schemaNode);
  const field = path.join('.');
  const own = node['x-error'] ? [node['x-error']] : [];
  const at = (kind: string, broken: Json | undefined, keys: readonly string[]): Mutation => ({
    kind,
    field,
    keys,
    apply: (body) => setAt(body, path, broken),
  });
  const out: Mutation[] = [];
  // null is "not given": the required message, or that of the value's type.
  if (path.length > 0 && !nullable)
    out.push(at('null where a value belongs', null, ['validation.required', ...typeKeys(node), ...own]));
  if (node.enum) {
    out.push(at('a value off its list', 'NotOneOfThem', ['validation.oneOf', ...own]));
    out.push(at('a number for a choice', 7, ['validation.oneOf', ...own]));
    return out;
  }
  switch (node.type) {
    case 'number':
    case 'integer': {
      const n = typeof value === 'number' ? value : 60;
      out.push(at('text for a number', 'abc', [...NUMBER_KEYS, ...own]));
      out.push(at('a number as text', String(n), [...NUMBER_KEYS, ...own]));
      out.push(at('true for a number', true, [...NUMBER_KEYS, ...own]));
      if (node.minimum !== undefined) out.push(at('below its minimum', node.minimum - 1, [...RANGE_KEYS, ...own]));
      if (node.exclusiveMinimum !== undefined)
        out.push(at('at its exclusive minimum', node.exclusiveMinimum, [...RANGE_KEYS, ...own]));
      if (node.maximum !== undefined)
        out.push(at('above its maximum', node.maximum + (node.type === 'integer' ? 1 : 0.5), [...RANGE_KEYS, ...own]));
      if (node.type === 'integer')
        out.push(at('not a whole number', Math.trunc(n) + 0.5, ['validation.wholeNumber', ...own]));
      break;
    }
    case 'boolean':
      out.push(at('a number for true or false', 1, ['validation.trueOrFalse']));
      out.push(at('text for true or false', 'true', ['validation.trueOrFalse']));
      break;
    case 'string':
      out.push(at('a number for text', 12345, ['validation.wrongFormat', ...own]));
      out.push(at('true for text', true, ['validation.wrongFormat', ...own]));
      if ((node.minLength ?? 0) >= 1)
        out.push(at('empty text', '', ['validation.required', 'validation.tooShort', ...own]));
      if (node.maxLength !== undefined && node.maxLength <= 20_000)
        out.push(at('longer than its maximum', 'x'.repeat(node.maxLength + 1), ['validation.tooLong']));
      if (node.pattern) {
        const off = isAvoidingPattern(node.pattern) ? 'bell\u0007 and \u202eoverride' : 'not/this:form';
        out.push(at('off its pattern', off, ['validation.wrongFormat', ...own]));
      }
      break;
    case 'array': {
      out.push(at('an object for a list', { length: 1 }, ['validation.wrongFormat']));
      out.push(at('text for a list', 'a,b', ['validation.wrongFormat']));
      const items = Array.isArray(value) ? value : [];
      if (node.maxItems !== undefined && node.maxItems <= 60 && items.length > 0 && !node.uniqueItems) {
        out.push(
          at(
            'more items than its maximum',
            Array.from({ length: node.maxItems + 1 }, () => items[0]!),
            ['validation.tooMany'],
          ),
        );
      }
      items.forEach((item, i) => out.push(...mutationsOf(node.items ?? {}, item, [...path, i])));
      break;
    }
    case 'object': {
      if (path.length > 0) {
        out.push(at('a list for an object', [], ['validation.wrongFormat']));
        out.push(at('text for an object', 'object', ['validation.wrongFormat']));
      }
      // A nullable object sent as null has no fields to break.
      if (typeof value !== 'object' || value === null || Array.isArray(value)) break;
      const object = value;
      out.push({
        kind: 'an unknown field',
        field: join(field, 'unexpectedField'),
        parent: field,
        keys: ['validation.unknownField'],
        apply: (body) => setAt(body, [...path, 'unexpectedField'], 1),
      });
      for (const [key, child] of Object.entries(node.properties ?? {})) {
        if (node.required?.includes(key)) {
          out.push({
            kind: 'a required field left out',
            field: join(field, key),
            keys: ['validation.required'],
            apply: (body) => setAt(body, [...path, key], undefined),
          });
        }
        if (key in object) out.push(...mutationsOf(child, object[key]!, [...path, key]));
      }
      break;
    }
  }
  return out;
}

/** The keys a value of the wrong type gets, by the type that belongs there. */
function typeKeys(node: Node): string[] {
  if (node.enum) return ['validation.oneOf'];
  if (node.type === 'number' || node.type === 'integer') return NUMBER_KEYS;
  if (node.type === 'boolean') return ['validation.trueOrFalse'];
  return ['validation.wrongFormat'];
}

/** The wording of a JSON Schema validator, which a refused input's message must never show. */
const VALIDATOR_WORDING =
  /\b(anyOf|oneOf|allOf)\b|body\/|querystring\/|\/properties\/|#\/|instancePath|must (be|have|match|NOT|not|equal) (number|integer|string|boolean|null|object|array|>=|<=|>|<|equal|pattern|a schema)|required propert|additional propert|must match format/;

// ---------------------------------------------------------------------------------------------------------------

/** Every call that sends a body: the writes, and the two reads that are POSTs (status polling). */
const WRITES = (Object.keys(ENDPOINTS) as EndpointName[]).filter((name) => {
  const endpoint = ENDPOINTS[name] as { method: string; body?: TSchema };
  return endpoint.method !== 'GET' && endpoint.body !== undefined;
});

const schemaNode = (schema: TSchema): Node => JSON.parse(JSON.stringify(schema)) as Node;
const bodySchemaOf = (name: EndpointName) => (ENDPOINTS[name] as { body?: TSchema }).body!;

/** The body part of a call's input: what is not a path parameter. */
function bodyOf(name: EndpointName, input: unknown): JsonObject {
  return (requestFor(name, input).payload ?? {}) as JsonObject;
}

/** A call's input from a body (path parameters from the sample). */
function inputFrom(name: EndpointName, sample: JsonObject, body: JsonObject): JsonObject {
  const params = Object.fromEntries(
    [...ENDPOINTS[name].path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1]!, sample[m[1]!]!]),
  );
  return { ...params, ...body };
}

async function factsOf(t: TestApp, authorization: string): Promise<Facts> {
  const { db } = t.services;
  const device = await db
    .selectFrom('devices')
    .select('inverterMaxPower')
    .where('deviceId', '=', FIXTURE.devices.aarhus1)
    .executeTakeFirstOrThrow();
  const site = await db
    .selectFrom('sites')
    .select('features')
    .where('siteId', '=', FIXTURE.sites.aarhus)
    .executeTakeFirstOrThrow();
  const control = await t.app.inject({
    ...requestFor('getControlParameters', { siteId: FIXTURE.sites.aarhus }),
    headers: { authorization },
  });
  return {
    now: t.services.now(),
    inverterMaxPowerKw: Number(device.inverterMaxPower),
    batteryCapacityKwh: await siteBatteryCapacity(db, FIXTURE.sites.aarhus),
    siteFeatures: JSON.parse(site.features) as string[],
    pidKI: control.statusCode === 200 ? (control.json() as { control: { pidKI: number | null } }).control.pidKI : null,
  };
}

/** A fresh app with the fixture fleet and the sample objects. */
async function freshApp(): Promise<{ t: TestApp; samples: SampleInputs; authorization: string }> {
  const t = await createTestApp();
  await seedFixtureFleet(t.services.db);
  const samples = sampleInputs(await seedSampleObjects(t));
  return { t, samples, authorization: `Bearer ${await t.tokenFor(CALLER, { expiresIn: '1h' })}` };
}

const short = (value: unknown) => JSON.stringify(value).slice(0, 300);

describe(`write properties: random valid and invalid bodies of every write schema (seed ${SEED})`, () => {
  let shared: Awaited<ReturnType<typeof freshApp>>;
  const random = new Random(SEED);

  before(async () => {
    shared = await freshApp();
  });
  after(() => shared.t.close());

  /** A valid body of a call: its sample with every other field at random, then its rules made to hold. */
  function validBody(name: EndpointName, samples: SampleInputs, g: Gen): JsonObject {
    const schema = bodySchemaOf(name);
    const plan = PLANS[name] ?? {};
    const sample = bodyOf(name, samples[name]);
    const body = generate(schemaNode(schema), sample, '', g, plan) as JsonObject;
    plan.adjust?.(body, g);
    const broken = [...Compile(schema).Errors(body)];
    assert.equal(
      broken.length,
      0,
      `${name}: the generator made a body its schema refuses (seed ${SEED}): ${short(body)} ${short(broken.slice(0, 2))}`,
    );
    const rules = inputRuleErrors(name, inputFrom(name, samples[name] as JsonObject, body) as never, g.facts);
    assert.deepEqual(rules, [], `${name}: the generator broke a rule of the call (seed ${SEED}): ${short(body)}`);
    return body;
  }

  it('refuses every randomly broken body with 400 naming exactly the broken field, and changes nothing', async () => {
    const { t, samples, authorization } = shared;
    const facts = await factsOf(t, authorization);
    const failures: string[] = [];
    let tried = 0;
    let refused = 0;
    for (const name of WRITES) {
      const schema = bodySchemaOf(name);
      const check = Compile(schema);
      const before = await everyTableAsText(t.services);
      const bodies = Array.from({ length: 5 }, (_, index) => validBody(name, samples, { random, index, facts }));
      // Each way to break each field of each body, once (bodies of ids only are all alike), in random order.
      const distinct = new Map<string, { m: Mutation; broken: JsonObject }>();
      for (const body of bodies) {
        for (const m of mutationsOf(schemaNode(schema), body, [])) {
          const broken = m.apply(body);
          // A break the schema still takes is no invalid body (a field looser than its kind of break).
          if (!check.Check(broken)) distinct.set(`${m.kind} ${m.field} ${JSON.stringify(broken)}`, { m, broken });
        }
      }
      for (const { m, broken } of random.shuffle([...distinct.values()]).slice(0, INVALID_PER_CALL)) {
        tried++;
        const request = requestFor(name, inputFrom(name, samples[name] as JsonObject, broken));
        const res = await t.app.inject({ ...request, headers: { authorization } });
        const label = `${name} with ${m.kind} at ${m.field}: ${short(broken)} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
        let answer: { message?: unknown; errors?: FieldError[] } = {};
        try {
          answer = res.json();
        } catch {
          // not JSON: caught below
        }
        const fields = [...new Set((answer.errors ?? []).map((e) => e.field))];
        const named =
          fields.length === 1 && (fields[0] === m.field || (m.parent !== undefined && fields[0] === m.parent));
        const keys = (answer.errors ?? []).map((e) => e.key);
        if (res.statusCode !== 400) failures.push(`not 400: ${label}`);
        else if (!named) failures.push(`errors name ${JSON.stringify(fields)}, not ${m.field}: ${label}`);
        else if (!keys.every((k) => k in VALIDATION_MESSAGES && m.keys.includes(k)))
          failures.push(`key ${keys.join(', ')} is not one of ${m.keys.join(', ')}: ${label}`);
        else if (typeof answer.message !== 'string' || VALIDATOR_WORDING.test(answer.message))
          failures.push(`the message shows validator wording: ${label}`);
        else refused++;
      }
      const afterwards = await everyTableAsText(t.services);
      const changed = Object.keys(before).filter((table) => before[table] !== afterwards[table]);
      if (changed.length > 0) failures.push(`${name}: broken bodies changed the tables ${changed.join(', ')}`);
    }
    console.log(
      `write properties (seed ${SEED}): ${tried} invalid bodies over ${WRITES.length} calls, ${refused} refused field by field, failures = ${failures.length}`,
    );
    assert.ok(tried >= WRITES.length * 20, `only ${tried} invalid bodies`);
    assert.deepEqual(failures.slice(0, 20), [], `seed ${SEED} (PROPERTY_SEED=${SEED} replays it)`);
  });

  it('accepts every random valid body of every write (2xx)', async () => {
    const failures: string[] = [];
    let tried = 0;
    let accepted = 0;
    let freshApps = 0;
    for (const name of WRITES) {
      const plan = PLANS[name] ?? {};
      const fresh = DESTRUCTIVE.has(name) && !plan.repeatable;
      const free = varies(schemaNode(bodySchemaOf(name)));
      const count = fresh ? (free ? VALID_PER_FRESH_CALL : 1) : free ? VALID_PER_CALL : 2;
      for (let index = 0; index < count; index++) {
        const own = fresh ? await freshApp() : shared;
        if (fresh) freshApps++;
        try {
          const g = { random, index, facts: await factsOf(own.t, own.authorization) };
          const body = validBody(name, own.samples, g);
          const request = requestFor(name, inputFrom(name, own.samples[name] as JsonObject, body));
          const res = await own.t.app.inject({ ...request, headers: { authorization: own.authorization } });
          tried++;
          if (res.statusCode >= 200 && res.statusCode < 300) accepted++;
          else failures.push(`${name} #${index}: ${short(body)} -> ${res.statusCode} ${res.body.slice(0, 300)}`);
        } finally {
          if (fresh) await own.t.close();
        }
      }
    }
    console.log(
      `write properties (seed ${SEED}): ${tried} valid bodies over ${WRITES.length} calls (${freshApps} on fresh apps), ${accepted} accepted, failures = ${failures.length}`,
    );
    assert.deepEqual(failures.slice(0, 20), [], `seed ${SEED} (PROPERTY_SEED=${SEED} replays it)`);
  });
});
