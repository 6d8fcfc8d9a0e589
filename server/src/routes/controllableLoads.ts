import { randomUUID } from 'node:crypto';
import { AccessLevel } from '@bess/shared/domain';
import type { AnyRoute } from '../http/defineRoute';
import { defineRoute } from '../http/defineRoute';
import { onObject } from '../http/accessRules';
import { notFound } from '../http/errors';
import { invalidInput } from '../http/inputValidation';
import { deleteLoad, findLoadName, insertLoad, listLoads, updateLoad } from '../repositories/controllableLoads';
import { named, quoted } from '../services/auditLog';
import type { Services } from '../services/services';

/**
 * Levels (server/README.md "Operations calls"): reading a site's controllable loads needs ReadOnly (20) on the site;
 * adding, changing or removing one needs ScheduleUser (9), as the site's schedule does.
 *
 * A load's hours (min not above max) are INPUT_RULES of the contract, run before the handlers
 * (http/pipeline/checkInput.ts).
 */
const READ = AccessLevel.ReadOnly;
const EDIT = AccessLevel.ScheduleUser;
const site = <I extends { siteId: string }>(level: number) => onObject<I>('site', (i) => i.siteId, level);

/** The portal only stores the adapter's URLs (it never calls them); they must still be absolute http(s) URLs. */
function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The adapter name of a load of the site; 404 when the site has no such load. */
async function existingLoad(services: Services, siteId: string, id: string): Promise<string> {
  const name = await findLoadName(services.db, siteId, id);
  if (name === undefined) throw notFound('The load does not exist');
  return name;
}

function checkLoadUrls(load: { actionOnUrl: string; actionOffUrl: string; testConnectionUrl: string | null }): void {
  const errors = (['actionOnUrl', 'actionOffUrl', 'testConnectionUrl'] as const)
    .filter((field) => load[field] !== null && !isHttpUrl(load[field]!))
    .map((field) => ({ field, key: 'validation.httpUrl' as const }));
  if (errors.length > 0) throw invalidInput(errors);
}

/** Designed /ControllableLoad (spec 1 and 3): the loads the site controller switches on and off. */
export const controllableLoadsRoutes: AnyRoute[] = [
  defineRoute('getControllableLoads', {
    access: site(READ),
    async handler({ input, services }) {
      return { loads: await listLoads(services.db, input.siteId) };
    },
  }),

  defineRoute('createControllableLoad', {
    access: site(EDIT),
    audit: async (input, { result, services }) => ({
      message: `Added controllable load ${named(quoted(input.adapterName), result.id)} on site ${await services.audit.nameOf('site', input.siteId)}`,
      objectId: input.siteId,
    }),
    async handler({ input, services }) {
      checkLoadUrls(input);
      const id = randomUUID();
      await insertLoad(services.db, { ...input, id }, services.now());
      return { id };
    },
  }),

  defineRoute('updateControllableLoad', {
    access: site(EDIT),
    stored: (input, services) => existingLoad(services, input.siteId, input.id),
    audit: async (input, { services }) => ({
      message: `Updated controllable load ${named(quoted(input.adapterName), input.id)} on site ${await services.audit.nameOf('site', input.siteId)}`,
      objectId: input.siteId,
    }),
    async handler({ input, services }) {
      checkLoadUrls(input);
      await updateLoad(services.db, input);
      return '';
    },
  }),

  defineRoute('deleteControllableLoad', {
    access: site(EDIT),
    stored: (input, services) => existingLoad(services, input.siteId, input.id),
    audit: async (input, { stored, services }) => ({
      message: `Removed controllable load ${named(quoted(stored), input.id)} from site ${await services.audit.nameOf('site', input.siteId)}`,
      objectId: input.siteId,
    }),
    async handler({ input, services }) {
      await deleteLoad(services.db, input.siteId, input.id);
      return '';
    },
  }),
];
