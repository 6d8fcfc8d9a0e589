import { useBaseTexts } from '@bess/shared';

/**
 * spec 2: replaces the whole app on a token error or an unhandled interface error. A plain link (not the router)
 * because the router itself may be what failed.
 */
export function SomethingWentWrongPage() {
  const { t } = useBaseTexts();
  return (
    <div className="panel" role="alert">
      <h1>{t('error:somethingWentWrong')}</h1>
      <a className="btn" href="/main/home">
        {t('error:backToHome')}
      </a>
    </div>
  );
}
