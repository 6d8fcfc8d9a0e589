import { useQueries } from '@tanstack/react-query';
import { AccessLevel, commandQueries, levelAllows, useHost } from '@bess/shared';

/**
 * What a site's batteries can charge or discharge with together (kW): the sum of their inverters' maximum power, as
 * the API weighs an event's rate (a PV device's inverter charges no battery). Each battery's figure is the test-mode
 * limit read (GET /command/testMode/limit), which the API gives Installers and better; for anyone else, or while it
 * loads, it is undefined and the API alone judges the rate (its refusal is shown beside the rate all the same).
 */
export function useInverterPower(siteId: string): number | undefined {
  const { api, configuration, user } = useHost();
  const site = configuration.sitesById.get(siteId);
  // Lower is more (spec 3); a user who sees every site has no per-site level and uses their own best level.
  const level = site?.level ?? user?.userAccessLevelNumber ?? AccessLevel.NoUser;
  const batteries = (site?.deviceIds ?? []).flatMap((id) => {
    const device = configuration.devicesById.get(id);
    return device && (device.batteryCapacity ?? 0) > 0 && !device.deviceId.startsWith('PV') ? [device.deviceId] : [];
  });
  const mayRead = levelAllows(level, AccessLevel.Installer);
  return useQueries({
    queries: (mayRead ? batteries : []).map((deviceId) => commandQueries.testModeLimit(api, deviceId)),
    combine: (results) =>
      results.length > 0 && results.every((r) => r.isSuccess)
        ? results.reduce((sum, r) => sum + (r.data?.inverterMaxPower ?? 0), 0)
        : undefined,
  });
}
