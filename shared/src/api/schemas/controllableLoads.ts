// not in spec section 7: designed here. spec 1 "controllable loads", spec 3 Controllable load.
/** Controllable loads of a site: GET, POST, PUT, DELETE /ControllableLoad. */
import { Type, type Static } from 'typebox';
import { Id, Input, Nullable } from './common';

const loadFields = {
  adapterName: Type.String({ minLength: 1 }),
  actionOnUrl: Type.String({ minLength: 1 }),
  actionOffUrl: Type.String({ minLength: 1 }),
  /** Seconds. */
  actionTimeout: Type.Number({ minimum: 0 }),
  testConnectionUrl: Nullable(Type.String()),
  /** Seconds. */
  testConnectionTimeout: Nullable(Type.Number({ minimum: 0 })),
  /** spec 3: kW. */
  expectedLoad: Type.Number({ minimum: 0 }),
  minActiveHours: Type.Number({ minimum: 0, maximum: 24 }),
  maxActiveHours: Type.Number({ minimum: 0, maximum: 24 }),
  powerCharacteristic: Type.String(),
  /** The HTTP method the adapter uses to call the action URLs. */
  method: Type.String({ minLength: 1 }),
};

/** spec 3: a controllable load. */
export const ControllableLoadSchema = Type.Object({ id: Id, siteId: Id, ...loadFields });
export type ControllableLoad = Static<typeof ControllableLoadSchema>;

/** GET /ControllableLoad query. */
export const ControllableLoadQuerySchema = Input({ siteId: Id });
export type ControllableLoadQuery = Static<typeof ControllableLoadQuerySchema>;

/** GET /ControllableLoad answer. */
export const ControllableLoadListResponseSchema = Type.Object({ loads: Type.Array(ControllableLoadSchema) });
export type ControllableLoadListResponse = Static<typeof ControllableLoadListResponseSchema>;

/** POST /ControllableLoad body. */
export const CreateControllableLoadBodySchema = Input({ siteId: Id, ...loadFields });
export type CreateControllableLoadBody = Static<typeof CreateControllableLoadBodySchema>;

/** POST /ControllableLoad answer: the new load's id. */
export const CreateControllableLoadResponseSchema = Type.Object({ id: Id });
export type CreateControllableLoadResponse = Static<typeof CreateControllableLoadResponseSchema>;

/** PUT /ControllableLoad body: the whole load. */
export const UpdateControllableLoadBodySchema = Input({ id: Id, siteId: Id, ...loadFields });
export type UpdateControllableLoadBody = Static<typeof UpdateControllableLoadBodySchema>;

/** DELETE /ControllableLoad body. */
export const DeleteControllableLoadBodySchema = Input({ id: Id, siteId: Id });
export type DeleteControllableLoadBody = Static<typeof DeleteControllableLoadBodySchema>;
