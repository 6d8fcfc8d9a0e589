export interface LoadsSectionProps {
  siteId: string;
  canEdit: boolean;
}

export function LoadsSection(_: LoadsSectionProps) {
  return null;
}
