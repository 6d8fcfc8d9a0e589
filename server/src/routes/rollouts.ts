// not in spec section 7: designed here. Fleet firmware rollouts (server/README.md "Firmware rollouts"): super admins
// only, like the BMS and configuration files (they change the firmware of many devices at once).
import { AuditLevel, reportedBuildName } from '@bess/shared/domain';
import type { RolloutPreview } from '@bess/shared/contract';
import type { AnyRoute } from '../http/defineRoute';
import { defineRoute } from '../http/defineRoute';
import { role } from '../http/accessRules';
import { HttpError, notFound } from '../http/errors';
import { assertNoFieldErrors } from '../http/inputValidation';
import { rolloutNamed } from '../rollouts/engine';
import { waveSettingsOf, windowOpen, windowOpensAt } from '../rollouts/plan';
import { statusAfter, type RolloutAction } from '../rollouts/rules';
import {
  deviceExists,
  deviceRollout,
  devicesBusyElsewhere,
  findRollout,
  insertRollout,
  listRollouts,
  readRollout,
  resolveSelection,
  rolloutDevices,
  targetOrDefault,
  waveTimesOf,
  wavesOf,
  type RolloutRow,
  type WaveTime,
} from '../rollouts/store';
import type { AuthUser } from '../services/accessService';
import type { Services } from '../services/services';

const superAdmin = role('SuperAdmin');

const noSuchRollout = () => notFound('No rollout has this id');

/** The rollout a call is about, as stored (404 when there is none). */
async function storedRollout(input: { id: string }, services: Services): Promise<RolloutRow> {
  const row = await findRollout(services.db, input.id);
  if (!row) throw noSuchRollout();
  return row;
}

/** What each action is called in a message. */
const DONE: Record<RolloutAction, string> = {
  start: 'started',
  pause: 'paused',
  resume: 'resumed',
  abort: 'aborted',
};

/**
 * Moves a rollout on by a person's action (rollouts/rules.ts `statusAfter`): 409 when its status does not allow it,
 * or when it changed since it was read. Starting also needs every device free of other running or paused rollouts
 * (409); aborting skips the devices still pending. One transaction, a conditional update on the status read.
 */
async function act(services: Services, user: AuthUser, row: RolloutRow, action: RolloutAction) {
  const next = statusAfter(row.status, action);
  if (!next) throw new HttpError(409, `The rollout is ${row.status}: it cannot be ${DONE[action]}`);
  const now = services.now();
  const at = now.toISOString();
  await services.db.transaction().execute(async (trx) => {
    if (action === 'start') {
      const busy = await devicesBusyElsewhere(trx, row.id);
      if (busy.length > 0) {
        const named = busy.slice(0, 5).join(', ') + (busy.length > 5 ? ` and ${busy.length - 5} more` : '');
        throw new HttpError(409, `Devices of this rollout are being updated by another rollout: ${named}`);
      }
    }
    const times = waveTimesOf(row);
    const started: Partial<RolloutRow> =
      action === 'start'
        ? {
            currentWave: 1,
            waveTimes: JSON.stringify(times.map((t, i): WaveTime => (i === 0 ? { ...t, startedAt: at } : t))),
            startedBy: user.email,
            startedAt: at,
          }
        : {};
    const changed = await trx
      .updateTable('rollouts')
      .set({ ...started, status: next, updatedAt: at, ...(next === 'aborted' ? { endedAt: at } : {}) })
      .where('id', '=', row.id)
      .where('status', '=', row.status)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) {
      throw new HttpError(409, `The rollout changed meanwhile: it cannot be ${DONE[action]} now`);
    }
    if (next === 'aborted') {
      await trx
        .updateTable('rollout_devices')
        .set({ state: 'skipped', updatedAt: at })
        .where('rolloutId', '=', row.id)
        .where('state', '=', 'pending')
        .execute();
    }
  });
  return (await readRollout(services.db, row.id))!;
}

const actionAudit = (action: RolloutAction) => (_input: unknown, facts: { stored: RolloutRow }) => ({
  message: `${DONE[action].charAt(0).toUpperCase()}${DONE[action].slice(1)} firmware rollout ${rolloutNamed(facts.stored)}`,
  objectId: facts.stored.id,
  level: AuditLevel.Audit,
});

export const rolloutRoutes: AnyRoute[] = [
  defineRoute('listRollouts', {
    access: superAdmin,
    handler: ({ input, services }) => listRollouts(services.db, input),
  }),

  defineRoute('createRollout', {
    access: superAdmin,
    audit: (_input, { result }) => ({
      message:
        `Created firmware rollout ${rolloutNamed(result)} of ${reportedBuildName(result.target.firmwareBranch, result.target.firmwareBuild)} ` +
        `to ${result.deviceCount} devices in ${result.waveCount} waves`,
      objectId: result.id,
      level: AuditLevel.Audit,
    }),
    async handler({ input, user, services }) {
      const { devices, errors } = await resolveSelection(services.db, input.selection);
      assertNoFieldErrors(errors);
      const id = await insertRollout(services.db, input, devices, user.email, services.now());
      return (await readRollout(services.db, id))!;
    },
  }),

  // A read, though a POST: a selection may name thousands of devices. Nothing is stored, so nothing is audited.
  defineRoute('previewRollout', {
    access: superAdmin,
    audit: false,
    async handler({ input, services }): Promise<RolloutPreview> {
      const { devices, errors } = await resolveSelection(services.db, input.selection);
      assertNoFieldErrors(errors);
      const waves = wavesOf(devices, waveSettingsOf(input.waves));
      const target = targetOrDefault(input.target);
      const targetBuild = reportedBuildName(target.firmwareBranch, target.firmwareBuild);
      const window = input.installWindow ?? null;
      const now = services.now().getTime();
      const sites = new Map<string, RolloutPreview['sites'][number]>();
      for (const d of devices) {
        const key = d.siteId ?? '';
        const site = sites.get(key);
        if (site) site.devices += 1;
        else {
          const opensAt = windowOpensAt(now, d.timezone, window);
          sites.set(key, {
            siteId: d.siteId,
            siteName: d.siteName,
            timezone: d.timezone,
            devices: 1,
            windowOpen: windowOpen(now, d.timezone, window),
            windowOpensAt: opensAt === null ? null : new Date(opensAt).toISOString(),
          });
        }
      }
      return {
        deviceCount: devices.length,
        alreadyOnTarget: devices.filter((d) => d.build === targetBuild).length,
        waves: waves.map((w, i) => ({ wave: i + 1, devices: w.length })),
        sites: [...sites.values()].sort((a, b) => (a.siteId ?? '').localeCompare(b.siteId ?? '')),
      };
    },
  }),

  defineRoute('getRollout', {
    access: superAdmin,
    async handler({ input, services }) {
      const rollout = await readRollout(services.db, input.id);
      if (!rollout) throw noSuchRollout();
      return rollout;
    },
  }),

  defineRoute('getRolloutDevices', {
    access: superAdmin,
    async handler({ input, services }) {
      if (!(await findRollout(services.db, input.id))) throw noSuchRollout();
      return rolloutDevices(services.db, input.id, input);
    },
  }),

  defineRoute('startRollout', {
    access: superAdmin,
    stored: storedRollout,
    audit: actionAudit('start'),
    handler: ({ user, services, stored }) => act(services, user, stored, 'start'),
  }),

  defineRoute('pauseRollout', {
    access: superAdmin,
    stored: storedRollout,
    audit: actionAudit('pause'),
    handler: ({ user, services, stored }) => act(services, user, stored, 'pause'),
  }),

  defineRoute('resumeRollout', {
    access: superAdmin,
    stored: storedRollout,
    audit: actionAudit('resume'),
    handler: ({ user, services, stored }) => act(services, user, stored, 'resume'),
  }),

  defineRoute('abortRollout', {
    access: superAdmin,
    stored: storedRollout,
    audit: (input, facts) => ({
      ...actionAudit('abort')(input, facts),
      message: `${actionAudit('abort')(input, facts).message}: ${facts.result.totals.skipped} devices skipped`,
    }),
    handler: ({ user, services, stored }) => act(services, user, stored, 'abort'),
  }),

  defineRoute('getDeviceRollout', {
    access: superAdmin,
    async handler({ input, services }) {
      if (!(await deviceExists(services.db, input.id))) throw notFound('The device does not exist');
      const found = await deviceRollout(services.db, input.id);
      return { deviceId: input.id, rollout: found?.rollout ?? null, device: found?.device ?? null };
    },
  }),
];
