/** Query keys and options of the message centre (spec 7; spec 9: re-fetched every 900000 ms). */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import { MESSAGE_CENTRE_POLL_MS } from '../domain/constants';

/** Keys of the message centre reads. Setting a message invalidates `messageKeys.all`. */
export const messageKeys = {
  all: ['messages'] as const,
  banner: () => [...messageKeys.all, 'banner'] as const,
  admin: () => [...messageKeys.all, 'admin'] as const,
  active: () => [...messageKeys.admin(), 'active'] as const,
  old: () => [...messageKeys.admin(), 'old'] as const,
};

/** queryOptions of the message centre reads. */
export const messageQueries = {
  /** spec 7: GET messagecenter2, polled every 15 min (spec 9: 900000 ms). */
  banner: (api: ApiClient) =>
    queryOptions({
      queryKey: messageKeys.banner(),
      queryFn: ({ signal }) => api.messages.banner(undefined, { signal }),
      staleTime: MESSAGE_CENTRE_POLL_MS,
      refetchInterval: MESSAGE_CENTRE_POLL_MS,
    }),
  /** GET /messageCenter (designed here): the active message for the admin editor. */
  active: (api: ApiClient) =>
    queryOptions({
      queryKey: messageKeys.active(),
      queryFn: ({ signal }) => api.messages.active(undefined, { signal }),
    }),
  /** GET /messageCenter/old (designed here): old messages. */
  old: (api: ApiClient) =>
    queryOptions({ queryKey: messageKeys.old(), queryFn: ({ signal }) => api.messages.old(undefined, { signal }) }),
};
