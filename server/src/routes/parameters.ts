import type { DeviceParameters } from '@bess/shared/contract';
import { AccessLevel, AuditLevel, type SiteFeature } from '@bess/shared/domain';
import type { Db } from '../db/database';
import type { AnyRoute } from '../http/defineRoute';
import { defineRoute } from '../http/defineRoute';
import { authorize, onObject, role, signedIn } from '../http/accessRules';
import { HttpError, badRequest } from '../http/errors';
import { queueCommands, siteFeatures } from '../repositories/deviceCommands';
import {
  findParameterDevice,
  loadControl,
  loadDeviceParameters,
  loadReportedProperties,
  saveControl,
  saveDeviceParameters,
  saveSiteFeatures,
  type ParameterDevice,
} from '../repositories/parameters';
import type { AuthUser } from '../services/accessService';
import type { Services } from '../services/services';

/**
 * spec 5: a parameter or control read answering 204 is an unknown device. Fastify sends a 204 without a body, so the
 * message is for the server's own reading only.
 */
const unknownDevice = () => new HttpError(204, 'Device does not exist');
/** spec 8: 'Could not find reported properties'. */
const noReportedProperties = () => new HttpError(204, 'Could not find reported properties');

/**
 * spec 6: the Parameters tab is for admins and above (mobile) and super admins (desktop); the server allows the Admin
 * role and above (the route's rule) holding at least the Admin level (2) on the device or site (checked here, after
 * the rule, because the contract's reads answer 204 for a device the caller cannot see, as for an unknown one).
 */
const PARAMETER_LEVEL = AccessLevel.Admin;

/** Throws 404 (or `hidden` when given) for an object the caller may not see, 403 when the level is too weak. */
async function requireLevel(
  services: Services,
  user: AuthUser,
  type: 'device' | 'site',
  id: string,
  level: number,
  hidden?: () => HttpError,
): Promise<void> {
  try {
    await authorize(
      onObject<null>(type, () => id, level),
      user,
      null,
      services.access,
    );
  } catch (error) {
    if (hidden && error instanceof HttpError && error.statusCode === 404) throw hidden();
    throw error;
  }
}

/** The device a parameter call is about, after checking the caller's level on it. */
async function parameterDevice(
  services: Services,
  user: AuthUser,
  deviceId: string,
  hidden?: () => HttpError,
): Promise<ParameterDevice> {
  await requireLevel(services, user, 'device', deviceId, PARAMETER_LEVEL, hidden);
  const device = await findParameterDevice(services.db, deviceId);
  if (!device) throw hidden ? hidden() : new HttpError(404, 'Not found');
  return device;
}

/** The command a device gets when its parameters change; the command log shows it by this name. */
export const SET_PARAMETERS_COMMAND = 'setParameters';

const emptyControl = { pidKI: null, peakShavingGridImportLimit: null, peakShavingGridExportLimit: null };

/** A device's parameter object as GET /parameters answers it: its own part, its inverters, its site's part. */
export async function readParameters(db: Db, device: ParameterDevice): Promise<DeviceParameters> {
  const { device: set, inverterList } = await loadDeviceParameters(db, device);
  // A device on no site has no site features and no control parameters (spec 3: control is kept per site).
  const siteId = device.siteId;
  const features = siteId ? ((await siteFeatures(db, siteId)) ?? []) : [];
  const control = siteId ? ((await loadControl(db, siteId)) ?? emptyControl) : emptyControl;
  return { device: set, inverterList, site: { features: features as SiteFeature[] }, control };
}

/**
 * PUT /parameters' change as stored: the device part and its inverters, the command that takes them to the device,
 * and (spec 7 firmware update) the site's features and control, which travel in the same object. `db` may be a
 * transaction (a rollout sends a device its whole update plan in one).
 */
export async function storeParameters(
  db: Db,
  device: ParameterDevice,
  parameters: DeviceParameters,
  user: string,
  now: Date,
): Promise<void> {
  // The rows arrive typed and closed (their schemas); a cleared field arrives as null (spec 3).
  const set = parameters.device;
  await saveDeviceParameters(
    db,
    { ...set, hardwareFeature: [...new Set(set.hardwareFeature.map((f) => f.trim()))] },
    parameters.inverterList,
    user,
    now,
  );
  // The device takes its new parameters as a command, so the portal follows its answer like any other:
  // waiting for delivery, delivered, or failed when the device does not answer (spec 3 command log).
  await queueCommands(db, [{ deviceId: device.deviceId, command: SET_PARAMETERS_COMMAND, payload: {} }], user, now);
  if (device.siteId) {
    await saveSiteFeatures(db, device.siteId, parameters.site.features);
    await saveControl(db, device.siteId, parameters.control, now);
  }
}

/** spec 7: the direct software command (the six older builds of spec 9); the device installs the build it names. */
export async function queueSoftwareUpdate(
  db: Db,
  deviceId: string,
  build: { firmwareBranch: string; firmwareBuild: string },
  user: string,
  now: Date,
): Promise<void> {
  await queueCommands(
    db,
    [
      {
        deviceId,
        command: 'updateSoftware',
        payload: { firmwareBranch: build.firmwareBranch, firmwareBuild: build.firmwareBuild },
      },
    ],
    user,
    now,
  );
}

/** spec 7 PUT /UpdateDevice: the device applies its stored parameters, which name the build it installs. */
export async function queueDeviceUpdate(db: Db, device: ParameterDevice, user: string, now: Date): Promise<void> {
  // The payload names the build so the simulator need not read the parameters.
  const { device: set } = await loadDeviceParameters(db, device);
  await queueCommands(
    db,
    [
      {
        deviceId: device.deviceId,
        command: 'updateDevice',
        payload: { firmwareBranch: set.firmwareBranch, firmwareBuild: set.firmwareBuild },
      },
    ],
    user,
    now,
  );
}

/** spec 3 and 7: device parameters, control parameters per site, reported properties, firmware update commands. */
export const parametersRoutes: AnyRoute[] = [
  defineRoute('getParameters', {
    access: role('Admin'),
    async handler({ input, user, services }) {
      const device = await parameterDevice(services, user, input.deviceId, unknownDevice);
      if (input.siteId !== undefined && input.siteId !== device.siteId) {
        throw badRequest(`The device ${device.deviceId} is not on site ${input.siteId}`);
      }
      return readParameters(services.db, device);
    },
  }),

  defineRoute('updateParameters', {
    access: role('Admin'),
    audit: (i) => ({
      message: `Updated parameters of ${i.device.deviceId}`,
      objectId: i.device.deviceId,
      level: AuditLevel.Audit,
    }),
    async handler({ input, user, services }) {
      const device = await parameterDevice(services, user, input.device.deviceId);
      await storeParameters(services.db, device, input, user.email, services.now());
      return '';
    },
  }),

  defineRoute('getControlParameters', {
    // The peak-shaving view of the schedule tab reads it (ARCHITECTURE 8): reading needs ReadOnly on the site.
    access: signedIn,
    async handler({ input, user, services }) {
      await requireLevel(services, user, 'site', input.siteId, AccessLevel.ReadOnly, unknownDevice);
      const control = await loadControl(services.db, input.siteId);
      if (!control) throw unknownDevice();
      return { control };
    },
  }),

  defineRoute('updateControlParameters', {
    access: onObject('site', (i) => i.siteId, AccessLevel.ScheduleUser),
    audit: async (i, { services }) => ({
      message: `Updated the peak-shaving limits of site ${await services.audit.nameOf('site', i.siteId)}: import ${i.control.peakShavingGridImportLimit ?? 'none'}, export ${i.control.peakShavingGridExportLimit ?? 'none'}`,
      objectId: i.siteId,
    }),
    async handler({ input, services }) {
      const now = services.now();
      const current = (await loadControl(services.db, input.siteId)) ?? emptyControl;
      // spec 7: this call replaces the import and export peak-shaving limits; pidKI changes only through
      // PUT /parameters (admins), so a schedule user cannot retune the controller through it.
      await saveControl(
        services.db,
        input.siteId,
        {
          ...current,
          peakShavingGridImportLimit: input.control.peakShavingGridImportLimit,
          peakShavingGridExportLimit: input.control.peakShavingGridExportLimit,
        },
        now,
      );
      return '';
    },
  }),

  defineRoute('getReportedProperties', {
    access: role('Admin'),
    async handler({ input, user, services }) {
      const device = await parameterDevice(services, user, input.deviceId, noReportedProperties);
      const reported = await loadReportedProperties(services.db, device);
      if (!reported) throw noReportedProperties();
      return reported;
    },
  }),

  defineRoute('updateSoftware', {
    access: role('Admin'),
    audit: (i) => ({ message: `Sent firmware ${i.firmwareBranch}_${i.firmwareBuild} to ${i.id}`, objectId: i.id }),
    async handler({ input, user, services }) {
      await parameterDevice(services, user, input.id);
      // spec 7: the direct command for the six older builds; the simulator installs the build.
      await queueSoftwareUpdate(services.db, input.id, input, user.email, services.now());
      return '';
    },
  }),

  defineRoute('updateDevice', {
    access: role('Admin'),
    audit: (i) => ({ message: `Sent device update to ${i.DeviceId}`, objectId: i.DeviceId }),
    async handler({ input, user, services }) {
      const device = await parameterDevice(services, user, input.DeviceId);
      await queueDeviceUpdate(services.db, device, user.email, services.now());
      return '';
    },
  }),
];
