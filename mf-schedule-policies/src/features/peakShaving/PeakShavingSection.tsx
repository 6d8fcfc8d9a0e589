import type { Site } from '@bess/shared';

export interface PeakShavingSectionProps {
  site: Site;
  canEdit: boolean;
}

export function PeakShavingSection(_: PeakShavingSectionProps) {
  return null;
}
