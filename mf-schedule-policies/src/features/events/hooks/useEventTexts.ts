import type { Wire } from '@bess/shared';
import { useTexts } from '../../../i18n';
import { kindKey } from '../eventLook';
import type { EventFormError } from '../eventRules';
import { hhmm } from '../siteTime';

/** The name of an event's kind in the user's language (spec 3 kinds; an unknown id as its number). */
export function useKindName() {
  const { t } = useTexts();
  return (event: Pick<Wire.ScheduleEvent, 'eventType'>) => {
    const key = kindKey(event.eventType);
    return key ? t(`events.kinds.${key}`) : String(event.eventType);
  };
}

/**
 * An event's name in the calendar, the agenda and the plan ("Charge from 11:00 to 12:00"), at its stored times or at
 * the times a drag proposes.
 */
export function useEventLabel(zone: string) {
  const { t } = useTexts();
  const kindName = useKindName();
  return (
    event: Pick<Wire.ScheduleEvent, 'eventType' | 'startTime' | 'endTime'>,
    times?: { startMs: number; endMs: number },
  ) =>
    t('events.eventLabel', {
      kind: kindName(event),
      from: hhmm(times?.startMs ?? event.startTime, zone),
      to: hhmm(times?.endMs ?? event.endTime, zone),
    });
}

/** The text of one of the event rules of this remote (eventRules' own, beyond the API's), with the times it names. */
export function useEventErrorText(zone: string) {
  const { t } = useTexts();
  const kindName = useKindName();
  return (error: EventFormError) => {
    if (error.key === 'required') return t('validation.required', { ns: 'error' });
    const other = error.other;
    if (other) {
      return t('events.errors.overlap', {
        kind: kindName(other),
        from: hhmm(other.startTime, zone),
        to: hhmm(other.endTime, zone),
      });
    }
    return t(`events.errors.${error.key}`);
  };
}
