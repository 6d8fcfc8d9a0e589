import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commissioningKeys, commissioningQueries, configurationKeys, useHost, type Wire } from '@bess/shared';

/**
 * The installer's calls (spec 7): each one that changes the fleet refreshes the shell's configuration, so a new
 * site or a saved battery shows in the sidebar at once.
 */
export function useInstallerCalls() {
  const { api } = useHost();
  const queryClient = useQueryClient();
  const refreshConfiguration = () => queryClient.invalidateQueries({ queryKey: configurationKeys.all });

  return {
    /** spec 7 GET /GetLabelByDeviceId: the label (serial number and code) that saving the battery needs. */
    lookUpLabel: (deviceId: string) =>
      queryClient.fetchQuery({ ...commissioningQueries.label(api, deviceId), staleTime: 0, retry: false }),
    /** spec 7 POST /Site: returns siteId (spec 4: an empty site). */
    createSite: useMutation({
      mutationFn: (body: Wire.CreateSiteBody) => api.sites.create(body),
      onSuccess: refreshConfiguration,
    }),
    /** spec 7 POST /CreateSiteAroundDevice: a site holding the device, which is saved on it at once. */
    createSiteAround: useMutation({
      mutationFn: (body: Wire.CreateSiteAroundDeviceBody) => api.commissioning.createSiteAroundDevice(body),
      onSuccess: refreshConfiguration,
    }),
    /** spec 7 POST /CommissionDevice: siteId, deviceId, serialNumber, code. */
    commission: useMutation({
      mutationFn: (body: Wire.CommissionDeviceBody) => api.commissioning.commission(body),
      onSuccess: refreshConfiguration,
    }),
    /** POST /MeterSetup (designed): starts the meter set-up and test (spec 4). */
    startMeter: useMutation({
      mutationFn: (deviceId: string) => api.meter.setup({ deviceId }),
      onSuccess: (_answer, deviceId) => queryClient.invalidateQueries({ queryKey: commissioningKeys.meter(deviceId) }),
    }),
    /** spec 7 POST /Installed: spec 4, the commissioning date becomes now. */
    installed: useMutation({
      mutationFn: (deviceId: string) => api.commissioning.installed({ deviceId }),
      onSuccess: refreshConfiguration,
    }),
  };
}
