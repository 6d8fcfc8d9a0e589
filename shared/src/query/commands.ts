/** Query keys and options of the command reads (designed here: GET /command/testMode/limit). */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';

/** Keys of the command reads. */
export const commandKeys = {
  all: ['commands'] as const,
  testModeLimit: (deviceId: string) => [...commandKeys.all, 'testModeLimit', deviceId] as const,
};

/** queryOptions of the command reads. */
export const commandQueries = {
  /**
   * spec 4/5: the inverter's maximum power that bounds a test-mode value, for everyone who may send test mode. It
   * changes only with the device's hardware, so it is kept for the page's life.
   */
  testModeLimit: (api: ApiClient, deviceId: string) =>
    queryOptions({
      queryKey: commandKeys.testModeLimit(deviceId),
      queryFn: ({ signal }) => api.commands.testModeLimit({ deviceId }, { signal }),
      staleTime: Infinity,
    }),
};
