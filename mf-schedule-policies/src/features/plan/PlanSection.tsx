import type { Site } from '@bess/shared';
import type { CalendarDay } from '../events/siteTime';

export interface PlanSectionProps {
  site: Site;
  zone: string;
  day: CalendarDay;
}

export function PlanSection(_: PlanSectionProps) {
  return null;
}
