import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Type, type TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { ENDPOINTS } from '@bess/shared/contract';
import { CHECK_EDGE_ITEMS, answerCheck } from './registerRoutes';

const checkOf = (schema: TSchema) => answerCheck(Compile(schema), schema);
const N = 10 * CHECK_EDGE_ITEMS;
const middle = Math.floor(N / 2);

describe('answer check of long arrays (issue 3): ends in full, the middle by shape', () => {
  const Point = Type.Object({
    utctime: Type.String(),
    pv: Type.Number(),
    note: Type.Union([Type.Null(), Type.String()]),
  });
  const check = checkOf(Type.Object({ telemetry: Type.Array(Point) }));
  const points = () => Array.from({ length: N }, (_, i) => ({ utctime: `t${i}`, pv: i / 3, note: null as unknown }));

  it('passes a well-formed long answer', () => {
    assert.equal(check({ telemetry: points() }), true);
  });

  it('catches a wrong field name, a missing or extra field and a wrong type in the middle', () => {
    const renamed = points();
    renamed[middle] = { utctime: 'x', pvv: 1, note: null } as never;
    assert.equal(check({ telemetry: renamed }), false);
    const missing = points();
    missing[middle] = { utctime: 'x', pv: 1 } as never;
    assert.equal(check({ telemetry: missing }), false);
    const wrongType = points();
    wrongType[middle]!.pv = '1' as never;
    assert.equal(check({ telemetry: wrongType }), false);
    const notFinite = points();
    notFinite[middle]!.pv = NaN;
    assert.equal(check({ telemetry: notFinite }), false);
  });

  it('checks the ends in full and falls back to a full check when shapes differ but are valid', () => {
    const badEnd = points();
    badEnd[N - 1]!.note = 5;
    assert.equal(check({ telemetry: badEnd }), false);
    // A nullable field that is a string only in the middle is valid: the full check decides, not the shape.
    const varied = points();
    varied[middle]!.note = 'text';
    assert.equal(check({ telemetry: varied }), true);
  });

  it('the contract of /GetDataSummary: a boolean value in the middle of a year of points is refused', () => {
    const summary = answerCheck(Compile(ENDPOINTS.getDataSummary.response), ENDPOINTS.getDataSummary.response);
    const year = Array.from({ length: 8760 }, (_, i) => ({ utctime: new Date(i * 3_600_000).toISOString(), pv: i }));
    assert.equal(summary({ telemetry: year }), true);
    (year[4000] as Record<string, unknown>).pv = true;
    assert.equal(summary({ telemetry: year }), false);
  });

  it('checks in full when the schema limits array items', () => {
    const limited = checkOf(Type.Object({ list: Type.Array(Type.Number(), { maxItems: N - 1 }) }));
    assert.equal(limited({ list: Array.from({ length: N - 1 }, (_, i) => i) }), true);
    assert.equal(limited({ list: Array.from({ length: N }, (_, i) => i) }), false);
  });
});
