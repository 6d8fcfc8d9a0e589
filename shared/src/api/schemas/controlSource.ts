/** Control source of a site (spec 3 enumeration, spec 7 GET v2/sites/{id}/controlsource). */
import { Type, type Static } from 'typebox';
import { CONTROL_SOURCE_NAMES } from '../../domain/enums';
import { Id, Input } from './common';

/** spec 3: the control source either by number (none 0 ... service 9) or by name (None, OR_Model, ...). */
export const ControlSourceValueSchema = Type.Union([
  Type.Integer({ minimum: 0, maximum: 9 }),
  Type.Enum(CONTROL_SOURCE_NAMES),
]);
export type ControlSourceValue = Static<typeof ControlSourceValueSchema>;

/** spec 7: path param of GET v2/sites/{id}/controlsource. */
export const ControlSourceParamsSchema = Input({ id: Id });
export type ControlSourceParams = Static<typeof ControlSourceParamsSchema>;

/** spec 7: "response access; default none" - a missing access means None. */
export const ControlSourceResponseSchema = Type.Object({ access: Type.Optional(ControlSourceValueSchema) });
export type ControlSourceResponse = Static<typeof ControlSourceResponseSchema>;
