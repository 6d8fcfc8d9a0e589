import type { Site } from '@bess/shared';

export interface PolicySectionProps {
  site: Site;
  canEdit: boolean;
}

export function PolicySection(_: PolicySectionProps) {
  return null;
}
