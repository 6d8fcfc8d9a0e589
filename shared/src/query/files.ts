/** Query keys and options of BMS and device configuration files (spec 7). */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';

/** Keys of the file lists. Upload, convert and delete invalidate their list. */
export const fileKeys = {
  all: ['files'] as const,
  bms: () => [...fileKeys.all, 'bms'] as const,
  deviceConfiguration: () => [...fileKeys.all, 'deviceConfiguration'] as const,
};

/** queryOptions of the file lists. */
export const fileQueries = {
  /** spec 7: GET /BmsFile. */
  bms: (api: ApiClient) =>
    queryOptions({ queryKey: fileKeys.bms(), queryFn: ({ signal }) => api.files.bmsFiles(undefined, { signal }) }),
  /** spec 7: GET /DeviceConfigurationFile. */
  deviceConfiguration: (api: ApiClient) =>
    queryOptions({
      queryKey: fileKeys.deviceConfiguration(),
      queryFn: ({ signal }) => api.files.configurationFiles(undefined, { signal }),
    }),
};
