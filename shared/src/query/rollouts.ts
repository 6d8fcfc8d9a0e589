/** Query keys and options of the fleet firmware rollouts (designed, super admin only). */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import type { RolloutDevicesQuery, RolloutListQuery } from '../api/schemas';

/**
 * Keys of the rollout reads. Start, pause, resume and abort change one rollout, its devices and the lists (its status
 * shows there): they invalidate `rolloutKeys.all`; a new draft invalidates `rolloutKeys.lists()`.
 */
export const rolloutKeys = {
  all: ['rollouts'] as const,
  lists: () => [...rolloutKeys.all, 'list'] as const,
  list: (query: RolloutListQuery = {}) => [...rolloutKeys.lists(), query] as const,
  one: (id: string) => [...rolloutKeys.all, 'one', id] as const,
  devices: (id: string, query: RolloutDevicesQuery = {}) => [...rolloutKeys.one(id), 'devices', query] as const,
  /** The rollout a device is in (its Parameters tab). */
  ofDevice: (deviceId: string) => [...rolloutKeys.all, 'device', deviceId] as const,
};

/** queryOptions of the rollout reads. */
export const rolloutQueries = {
  /** GET /rollouts: one page, newest first. */
  list: (api: ApiClient, query: RolloutListQuery = {}) =>
    queryOptions({
      queryKey: rolloutKeys.list(query),
      queryFn: ({ signal }) => api.rollouts.list(query, { signal }),
    }),
  /** GET /rollouts/{id}: one rollout with each wave's progress and its halt reason. */
  one: (api: ApiClient, id: string) =>
    queryOptions({
      queryKey: rolloutKeys.one(id),
      queryFn: ({ signal }) => api.rollouts.get({ id }, { signal }),
    }),
  /** GET /rollouts/{id}/devices: one page of its devices, of one wave and one state when given. */
  devices: (api: ApiClient, id: string, query: RolloutDevicesQuery = {}) =>
    queryOptions({
      queryKey: rolloutKeys.devices(id, query),
      queryFn: ({ signal }) => api.rollouts.devices({ id, ...query }, { signal }),
    }),
  /** GET /devices/{id}/rollout: the running or paused rollout the device is in, else its newest. */
  ofDevice: (api: ApiClient, deviceId: string) =>
    queryOptions({
      queryKey: rolloutKeys.ofDevice(deviceId),
      queryFn: ({ signal }) => api.rollouts.ofDevice({ id: deviceId }, { signal }),
    }),
};
