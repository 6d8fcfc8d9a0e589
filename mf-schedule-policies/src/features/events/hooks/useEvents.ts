import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { removeEvent, scheduleKeys, scheduleQueries, upsertEvent, useHost, type Wire } from '@bess/shared';

/** The site's event types (spec 7 GET /EventSchedule/EventTypes). */
export function useEventTypes(siteId: string) {
  const { api } = useHost();
  return useQuery(scheduleQueries.eventTypes(api, siteId));
}

/** The events of a site that end after `fromIso` (spec 7 GET /EventSchedule; the shown period's start). */
export function useEvents(siteId: string, fromIso: string) {
  const { api } = useHost();
  return useQuery({ ...scheduleQueries.events(api, siteId, fromIso), placeholderData: (previous) => previous });
}

type ScheduleEvent = Wire.ScheduleEvent;
type EventList = Wire.EventScheduleResponse | undefined;

/**
 * Create, update and delete (spec 4: events change locally only after the server confirms). Nothing is written to the
 * cache before the answer; on success every cached period of the site is patched, then refetched.
 */
export function useEventMutations(siteId: string) {
  const { api } = useHost();
  const queryClient = useQueryClient();
  const patch = (change: (events: readonly ScheduleEvent[]) => ScheduleEvent[]) => {
    queryClient.setQueriesData<EventList>({ queryKey: scheduleKeys.events(siteId) }, (old) =>
      old ? { ...old, events: change(old.events) } : old,
    );
    return queryClient.invalidateQueries({ queryKey: scheduleKeys.events(siteId) });
  };
  const create = useMutation({
    mutationFn: (body: Wire.CreateEventBody) => api.schedule.create(body),
    onSuccess: (event) => patch((events) => upsertEvent(events, event) as ScheduleEvent[]),
  });
  const update = useMutation({
    // spec 7: PUT is the same fields minus rate (the server keeps the stored rate).
    mutationFn: async (event: ScheduleEvent) => {
      const { rate: _rate, ...body } = event;
      await api.schedule.update(body);
      return event;
    },
    onSuccess: (event) => patch((events) => upsertEvent(events, event) as ScheduleEvent[]),
  });
  const remove = useMutation({
    // spec 7: DELETE carries the same fields, description included.
    mutationFn: async (event: ScheduleEvent) => {
      await api.schedule.remove(event);
      return event;
    },
    onSuccess: (event) => patch((events) => removeEvent(events, event.id) as ScheduleEvent[]),
  });
  return { create, update, remove };
}
