import { useBaseTexts } from '@bess/shared';

export interface LoadingProps {
  /** What is loading; 'Loading…' when not said. */
  text?: string;
}

/** The loading state: a spinner and its text (signing in, loading configuration at level 100, loading a chunk). */
export function Loading({ text }: LoadingProps) {
  const { t } = useBaseTexts();
  return (
    <div className="loading" role="status">
      <div className="spinner" />
      {text ?? t('app.loading')}
    </div>
  );
}
