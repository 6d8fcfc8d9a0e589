import { useTranslation } from 'react-i18next';

/** The loading state: a spinner and 'Loading…' (signing in, loading configuration at level 100, loading a chunk). */
export function Loading() {
  const { t } = useTranslation();
  return (
    <div className="loading" role="status">
      <div className="spinner" />
      {t('app.loading')}
    </div>
  );
}
