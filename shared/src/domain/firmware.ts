/** The firmware update plan of spec 7 and 9: pure, it returns the calls to make and calls nothing. */
import { FIRMWARE_DIRECT_COMMAND_BUILDS, FIRMWARE_TARGET } from './constants';
import type { DeviceParameters } from './types';

/** spec 7: the hardware feature the update adds. */
export const RECALCULATE_SOC_FEATURE = 'RecalculateSOC';
/** spec 7: the site feature the update adds. */
export const CLUSTER_FEATURE = 'Cluster';

/** One call of the plan, in the spec's path and field names. */
export type FirmwareUpdateCall =
  | { method: 'PUT'; path: '/parameters'; body: DeviceParameters }
  | { method: 'POST'; path: string; body: { firmwareBranch: string; firmwareBuild: string } }
  | { method: 'PUT'; path: '/UpdateDevice'; body: { DeviceId: string } };

function withOnce<T extends string>(list: readonly T[] | null | undefined, item: T): T[] {
  const out = [...(list ?? [])];
  return out.includes(item) ? out : [...out, item];
}

/**
 * spec 7 and 9: the parameters with the firmware target set: branch RTM_main and build 20251013.1, RecalculateSOC
 * added to hardwareFeature and Cluster to the site features (each once), the inverter json set to
 * luxpowertek_3.0.0.json on every inverter (decision: an empty inverter list gets one row), pidKI 0.15. The input is
 * not changed.
 */
export function withFirmwareTarget(parameters: DeviceParameters): DeviceParameters {
  const inverters = parameters.inverterList.length > 0 ? parameters.inverterList : [{ json: null, maxPower: null }];
  return {
    ...parameters,
    device: {
      ...parameters.device,
      firmwareBranch: FIRMWARE_TARGET.firmwareBranch,
      firmwareBuild: FIRMWARE_TARGET.firmwareBuild,
      hardwareFeature: withOnce(parameters.device.hardwareFeature, RECALCULATE_SOC_FEATURE),
    },
    inverterList: inverters.map((inverter) => ({ ...inverter, json: FIRMWARE_TARGET.inverterJson })),
    site: { ...parameters.site, features: withOnce(parameters.site.features, CLUSTER_FEATURE) },
    control: { ...parameters.control, pidKI: FIRMWARE_TARGET.pidKI },
  };
}

/** The reported build name as spec 9 lists them: `${branch}_${build}` (RTM_main_20250623.3). */
export function reportedBuildName(firmwareBranch: string, firmwareBuild: string): string {
  return `${firmwareBranch}_${firmwareBuild}`;
}

/**
 * spec 9: true when the reported build is one of the six older builds that are updated with the direct command.
 * Accepts the full name (RTM_main_20250623.3) or, decision, the bare build of the RTM_main branch (20250623.3).
 */
export function usesDirectUpdateCommand(reportedBuild: string | null | undefined): boolean {
  const build = (reportedBuild ?? '').trim();
  if (build === '') return false;
  return FIRMWARE_DIRECT_COMMAND_BUILDS.some(
    (b) => b === build || b === reportedBuildName(FIRMWARE_TARGET.firmwareBranch, build),
  );
}

/**
 * spec 7: the ordered calls of a firmware update: first PUT /parameters with the target set (see withFirmwareTarget);
 * then POST /devices/{id}/commands/update/software with firmwareBranch and firmwareBuild when the reported build is
 * one of the six listed, otherwise PUT /UpdateDevice with DeviceId.
 */
export function firmwareUpdatePlan(
  parameters: DeviceParameters,
  reportedBuild: string | null | undefined,
): FirmwareUpdateCall[] {
  const deviceId = parameters.device.deviceId;
  const second: FirmwareUpdateCall = usesDirectUpdateCommand(reportedBuild)
    ? {
        method: 'POST',
        path: `/devices/${encodeURIComponent(deviceId)}/commands/update/software`,
        body: { firmwareBranch: FIRMWARE_TARGET.firmwareBranch, firmwareBuild: FIRMWARE_TARGET.firmwareBuild },
      }
    : { method: 'PUT', path: '/UpdateDevice', body: { DeviceId: deviceId } };
  return [{ method: 'PUT', path: '/parameters', body: withFirmwareTarget(parameters) }, second];
}
