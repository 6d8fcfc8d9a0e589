/** Query keys and options of device parameters, control parameters and reported properties (spec 7). */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import { retryApiError } from './retry';

/** Keys of the parameter reads. Updates invalidate the device's or site's key. */
export const parameterKeys = {
  all: ['parameters'] as const,
  device: (deviceId: string) => [...parameterKeys.all, 'device', deviceId] as const,
  deviceWithSite: (deviceId: string, siteId?: string) => [...parameterKeys.device(deviceId), siteId ?? null] as const,
  reported: (deviceId: string) => [...parameterKeys.device(deviceId), 'reported'] as const,
  control: (siteId: string) => [...parameterKeys.all, 'control', siteId] as const,
};

// spec 5: a 204 on these reads is an unknown device - NoContentError, not retried. Parameters are edited in
// place, so they are always refetched on mount.
const unknownDeviceAware = { retry: retryApiError, staleTime: 0 } as const;

/** queryOptions of the parameter reads. */
export const parameterQueries = {
  /** spec 7: GET /parameters (deviceId, optional siteId). */
  device: (api: ApiClient, deviceId: string, siteId?: string) =>
    queryOptions({
      queryKey: parameterKeys.deviceWithSite(deviceId, siteId),
      queryFn: ({ signal }) => api.parameters.get({ deviceId, siteId }, { signal }),
      ...unknownDeviceAware,
    }),
  /** spec 7: GET /parameters/control. */
  control: (api: ApiClient, siteId: string) =>
    queryOptions({
      queryKey: parameterKeys.control(siteId),
      queryFn: ({ signal }) => api.parameters.control({ siteId }, { signal }),
      ...unknownDeviceAware,
    }),
  /** spec 7: GET /ReportedProperties (spec 8: 'Could not find reported properties'). */
  reported: (api: ApiClient, deviceId: string) =>
    queryOptions({
      queryKey: parameterKeys.reported(deviceId),
      queryFn: ({ signal }) => api.parameters.reported({ deviceId }, { signal }),
      ...unknownDeviceAware,
    }),
};
