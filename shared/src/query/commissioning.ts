/** Query keys and options of the installer's reads (spec 7 GET /GetLabelByDeviceId; meter status designed). */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';

/** Keys of the installer's reads. */
export const commissioningKeys = {
  all: ['commissioning'] as const,
  labels: () => [...commissioningKeys.all, 'label'] as const,
  label: (deviceId: string) => [...commissioningKeys.labels(), deviceId] as const,
  meters: () => [...commissioningKeys.all, 'meter'] as const,
  meter: (deviceId: string) => [...commissioningKeys.meters(), deviceId] as const,
};

/** queryOptions of the installer's reads. */
export const commissioningQueries = {
  /** spec 7: GET /GetLabelByDeviceId - labels (serialNumber, code). */
  label: (api: ApiClient, deviceId: string) =>
    queryOptions({
      queryKey: commissioningKeys.label(deviceId),
      queryFn: ({ signal }) => api.commissioning.label({ deviceId }, { signal }),
    }),
  /**
   * GET /MeterSetup (designed here): the meter set-up step and result. The caller polls with refetchInterval while
   * a step runs (spec 4).
   */
  meter: (api: ApiClient, deviceId: string) =>
    queryOptions({
      queryKey: commissioningKeys.meter(deviceId),
      queryFn: ({ signal }) => api.meter.status({ deviceId }, { signal }),
      staleTime: 0,
    }),
};
