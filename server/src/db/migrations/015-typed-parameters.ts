import type { Kysely } from 'kysely';
import type { EngineMigration } from '../migrate';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import {
  ClientRowSchema,
  FanRowSchema,
  HeaterRowSchema,
  HeaterboardRowSchema,
  InverterConfigSchema,
} from '@bess/shared/contract';

type JsonSchema = { properties?: Record<string, TSchema> };

const compiled = new Map<TSchema, ReturnType<typeof Compile>>();

/** A stored value read as its field's schema says, or null (spec 3: a cleared field is null) when it cannot be. */
function typedValue(schema: TSchema, value: unknown): unknown {
  const check = compiled.get(schema) ?? Compile(schema);
  compiled.set(schema, check);
  if (value === undefined) return null;
  if (check.Check(value)) return value;
  const raw: unknown = value;
  if (typeof raw === 'string') {
    const text = raw.trim();
    const candidates = [
      text === '' ? null : Number(text),
      text === 'true' ? true : text === 'false' ? false : undefined,
    ];
    for (const candidate of candidates) if (candidate !== undefined && check.Check(candidate)) return candidate;
  }
  return null;
}

/** A stored row with exactly its list's fields, each typed. */
function typedRow(schema: TSchema, raw: unknown): Record<string, unknown> {
  const row = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const properties = (schema as JsonSchema).properties ?? {};
  return Object.fromEntries(Object.entries(properties).map(([name, field]) => [name, typedValue(field, row[name])]));
}

const LISTS: Record<string, TSchema> = {
  heaterList: HeaterRowSchema,
  clients: ClientRowSchema,
  fans: FanRowSchema,
  heaterboard: HeaterboardRowSchema,
};

/**
 * Types the stored device parameters, one closed schema per list, because an open row can keep a number as text
 * ("60") or a field of its own: each stored row is rewritten to its list's fields, a number written as text becomes
 * the number, true/false as text the boolean, and what cannot be read is null.
 */
export const typedParameters: EngineMigration = {
  async up(untyped: Kysely<unknown>) {
    const db = untyped as Kysely<{ device_parameters: { deviceId: string; device: string; inverterList: string } }>;
    const stored = await db.selectFrom('device_parameters').select(['deviceId', 'device', 'inverterList']).execute();
    for (const row of stored) {
      const device = JSON.parse(row.device) as Record<string, unknown>;
      for (const [list, schema] of Object.entries(LISTS)) {
        const rows = Array.isArray(device[list]) ? (device[list] as unknown[]) : [];
        device[list] = rows.map((r) => typedRow(schema, r));
      }
      const inverters = JSON.parse(row.inverterList) as unknown;
      const inverterList = (Array.isArray(inverters) ? inverters : []).map((r) => typedRow(InverterConfigSchema, r));
      await db
        .updateTable('device_parameters')
        .set({ device: JSON.stringify(device), inverterList: JSON.stringify(inverterList) })
        .where('deviceId', '=', row.deviceId)
        .execute();
    }
  },
  async down() {
    // The typed rows are valid open rows too: nothing to undo.
  },
};
