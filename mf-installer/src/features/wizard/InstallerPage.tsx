import { Suspense } from 'react';
import { Alert, Button, Spin, Steps } from 'antd';
import { lazyPart, useHost, usePreloadAfterFirstPaint } from '@bess/shared';
import { useTexts } from '../../i18n';
import { DeviceStep } from './components/DeviceStep';
import { useOnline } from './hooks/useOnline';
import { useWizard } from './hooks/useWizard';
import { WIZARD_STEPS, canGoTo, type WizardStep } from './wizardState';

// The steps after the first are chunks of their own (the site's pickers, the summary, the result page): the wizard's
// first paint waits for none of them. All are fetched once it has painted, so each step opens at once, with no spinner,
// even if the phone is offline by then.
const siteStep = lazyPart(() => import('./components/SiteStep').then((m) => m.SiteStep));
const saveStep = lazyPart(() => import('./components/SaveStep').then((m) => m.SaveStep));
const meterStep = lazyPart(() => import('./components/MeterStep').then((m) => m.MeterStep));
const confirmStep = lazyPart(() => import('./components/ConfirmStep').then((m) => m.ConfirmStep));
const { Part: SiteStep } = siteStep;
const { Part: SaveStep } = saveStep;
const { Part: MeterStep } = meterStep;
const { Part: ConfirmStep } = confirmStep;
const laterSteps = { preload: () => Promise.all([siteStep, saveStep, meterStep, confirmStep].map((s) => s.preload())) };

/**
 * The installer wizard (spec 2 and 4), mobile first: one column, large touch targets, the next action at the bottom
 * of each step. Reserved for installers; everyone else gets the contact-support hint (spec 2, spec 6).
 */
export function InstallerPage() {
  const { t } = useTexts();
  const { user } = useHost();
  if (!user) return null;
  if (!user.isInstaller) return <Alert type="info" showIcon title={t('installer.notInstaller')} />;
  return <Wizard userEmail={user.userEmail} />;
}

function Wizard({ userEmail }: { userEmail: string }) {
  const { t } = useTexts();
  const { select, selection, navigate } = useHost();
  const { state, dispatch, resumedFrom } = useWizard(userEmail);
  const online = useOnline();
  usePreloadAfterFirstPaint(laterSteps);
  const current = WIZARD_STEPS.indexOf(state.step);
  const stepTitle = (step: WizardStep) => t(`installer.steps.${step}`);

  const finish = () => {
    const siteId = state.site?.siteId ?? null;
    dispatch({ type: 'reset' });
    // spec 4: the new site is selected, as creating a site around a device does.
    if (siteId && selection.id !== siteId) select(siteId);
    navigate('/main/home');
  };

  return (
    <div style={{ maxWidth: 560, margin: '0 auto' }}>
      <nav aria-label={t('installer.wizard')} style={{ marginBottom: 20 }}>
        <Steps
          size="small"
          responsive={false}
          titlePlacement="vertical"
          current={current}
          onChange={(index) => dispatch({ type: 'goTo', step: WIZARD_STEPS[index]! })}
          items={WIZARD_STEPS.map((step) => ({ title: stepTitle(step), disabled: !canGoTo(state, step) }))}
        />
      </nav>
      {!online ? (
        <Alert type="warning" showIcon role="alert" title={t('installer.offline')} style={{ marginBottom: 16 }} />
      ) : null}
      {resumedFrom && resumedFrom.step !== 'device' && state.step === resumedFrom.step ? (
        <Alert
          type="info"
          showIcon
          title={t('installer.resumed', { step: stepTitle(resumedFrom.step) })}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <main aria-label={stepTitle(state.step)}>
        {state.step === 'device' ? <DeviceStep state={state} dispatch={dispatch} /> : null}
        <Suspense fallback={<Spin />}>
          {state.step === 'site' ? <SiteStep state={state} dispatch={dispatch} /> : null}
          {state.step === 'save' ? <SaveStep state={state} dispatch={dispatch} /> : null}
          {state.step === 'meter' ? <MeterStep state={state} dispatch={dispatch} /> : null}
          {state.step === 'confirm' ? <ConfirmStep state={state} dispatch={dispatch} onFinish={finish} /> : null}
        </Suspense>
      </main>
      {current > 0 && !state.installedAt ? (
        <Button
          type="link"
          size="large"
          block
          style={{ marginTop: 12 }}
          onClick={() => dispatch({ type: 'goTo', step: WIZARD_STEPS[current - 1]! })}
        >
          {t('installer.back')}
        </Button>
      ) : null}
      {state.step !== 'device' && !state.saved ? (
        <Button type="text" block onClick={() => dispatch({ type: 'reset' })}>
          {t('installer.startOver')}
        </Button>
      ) : null}
    </div>
  );
}
