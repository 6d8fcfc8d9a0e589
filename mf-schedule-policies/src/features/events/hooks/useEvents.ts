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
 * cache before the answer; on success every cached period of the site is patched, then refetched. A refusal reads
 * the events again too: it may come from a change someone else made (an event added meanwhile that this one would
 * overlap, one that has ended), which the calendar and the dialog's own check then know.
 */
export function useEventMutations(siteId: string) {
  const { api } = useHost();
  const queryClient = useQueryClient();
  const refetch = () => queryClient.invalidateQueries({ queryKey: scheduleKeys.events(siteId) });
  const patch = (change: (events: readonly ScheduleEvent[]) => ScheduleEvent[]) => {
    queryClient.setQueriesData<EventList>({ queryKey: scheduleKeys.events(siteId) }, (old) =>
      old ? { ...old, events: change(old.events) } : old,
    );
    return refetch();
  };
  const create = useMutation({
    mutationFn: (body: Wire.CreateEventBody) => api.schedule.create(body),
    onSuccess: (event) => patch((events) => upsertEvent(events, event) as ScheduleEvent[]),
    onError: refetch,
  });
  const update = useMutation({
    // spec 7: PUT is the same fields minus rate (the server keeps the stored rate).
    mutationFn: async (body: Wire.UpdateEventBody) => {
      await api.schedule.update(body);
      return body;
    },
    onSuccess: (body) =>
      patch((events) =>
        events.map((e) =>
          String(e.id) === body.id ? { ...e, ...body, fullyChargedBy: body.fullyChargedBy ?? null } : e,
        ),
      ),
    onError: refetch,
  });
  const remove = useMutation({
    // spec 7: DELETE carries the same fields, description included.
    mutationFn: async (event: ScheduleEvent) => {
      await api.schedule.remove(event);
      return event;
    },
    onSuccess: (event) => patch((events) => removeEvent(events, event.id) as ScheduleEvent[]),
    onError: refetch,
  });
  return { create, update, remove };
}
