import { useBaseTexts } from '@bess/shared';
import { Link } from 'react-router-dom';

/** spec 2: any other path shows 'Page not found' and a button to main/home. */
export function NotFoundPage() {
  const { t } = useBaseTexts();
  return (
    <div className="panel">
      <h1>{t('notFound.text')}</h1>
      <Link className="btn" to="/main/home">
        {t('notFound.button')}
      </Link>
    </div>
  );
}
