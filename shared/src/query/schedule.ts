/** Query keys and options of the scheduler (spec 7 /EventSchedule calls). */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';

/** Keys of the scheduler reads. Creating, updating and deleting events invalidate `scheduleKeys.events(siteId)`. */
export const scheduleKeys = {
  all: ['schedule'] as const,
  site: (siteId: string) => [...scheduleKeys.all, siteId] as const,
  eventTypes: (siteId: string) => [...scheduleKeys.site(siteId), 'eventTypes'] as const,
  events: (siteId: string) => [...scheduleKeys.site(siteId), 'events'] as const,
  eventsFrom: (siteId: string, fromTimeStamp: string) => [...scheduleKeys.events(siteId), fromTimeStamp] as const,
};

/** queryOptions of the scheduler reads. */
export const scheduleQueries = {
  /** spec 7: GET /EventSchedule/EventTypes. */
  eventTypes: (api: ApiClient, siteId: string) =>
    queryOptions({
      queryKey: scheduleKeys.eventTypes(siteId),
      queryFn: ({ signal }) => api.schedule.eventTypes({ siteId }, { signal }),
      staleTime: Infinity,
    }),
  /** spec 7: GET /EventSchedule from a time stamp (now, ISO). */
  events: (api: ApiClient, siteId: string, fromTimeStamp: string) =>
    queryOptions({
      queryKey: scheduleKeys.eventsFrom(siteId, fromTimeStamp),
      queryFn: ({ signal }) => api.schedule.events({ siteId, fromTimeStamp }, { signal }),
    }),
};
