import { useMemo, useState } from 'react';
import { Alert, Button, Flex, Form, Input, Radio, Select, Typography } from 'antd';
import { COUNTRIES, errorMessageKey, serverCodeKey, ApiError, useHost, type Country } from '@bess/shared';
import { refusedFields, useSchemaForm, FormProblems } from '@bess/shared/forms';
import { useTexts } from '../../../i18n';
import { useInstallerCalls } from '../hooks/useInstallerCalls';
import {
  COUNTRY_TIMEZONES,
  newSiteCall,
  roundCoordinate,
  sitesForInstaller,
  timezoneOptions,
  type NewSiteForm,
} from '../siteRules';
import type { StepProps } from './stepProps';

type Mode = 'choose' | 'create' | 'around';

const EMPTY_FORM: NewSiteForm = {
  siteName: '',
  address: '',
  country: null,
  timezone: 'GMT',
  latitude: '',
  longitude: '',
};

/**
 * spec 4: choose a site the installer may use, or create one, or create a site around the device. A new site is
 * checked as the API checks it before it is sent (the same rules and words as the management tab's site dialog), each
 * refusal beside its field.
 */
export function SiteStep({ state, dispatch }: StepProps) {
  const { t } = useTexts();
  const { configuration, notify } = useHost();
  const { createSite, createSiteAround } = useInstallerCalls();
  const sites = useMemo(() => sitesForInstaller(configuration.sites), [configuration.sites]);
  const [mode, setMode] = useState<Mode>(state.site || sites.length > 0 ? 'choose' : 'create');
  const [chosen, setChosen] = useState<string | null>(
    state.site?.siteId ?? (sites.length === 1 ? sites[0]!.siteId : null),
  );
  const [form] = Form.useForm<NewSiteForm>();
  const checks = useSchemaForm(form);
  const [unchosen, setUnchosen] = useState(false);
  const [locating, setLocating] = useState(false);
  const [locationNote, setLocationNote] = useState<string | null>(null);
  const zones = useMemo(() => timezoneOptions().map((z) => ({ value: z, label: z })), []);
  const deviceId = state.deviceId ?? '';

  if (state.saved && state.site) {
    return (
      <>
        <Alert type="info" showIcon title={t('installer.device.locked', { id: deviceId, site: state.site.siteName })} />
        <Button
          type="primary"
          size="large"
          block
          style={{ marginTop: 16 }}
          onClick={() => dispatch({ type: 'goTo', step: 'meter' })}
        >
          {t('installer.next')}
        </Button>
      </>
    );
  }

  // The site of this installation stays in the list even before the configuration has been refetched.
  const options = [
    ...(state.site && !sites.some((s) => s.siteId === state.site?.siteId)
      ? [{ value: state.site.siteId, label: state.site.siteName }]
      : []),
    ...sites.map((s) => ({ value: s.siteId, label: s.siteName })),
  ];

  const locate = () => {
    setLocationNote(null);
    if (!navigator.geolocation) {
      setLocationNote(t('installer.site.locationUnavailable'));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        form.setFieldsValue({
          latitude: roundCoordinate(position.coords.latitude),
          longitude: roundCoordinate(position.coords.longitude),
        });
      },
      () => {
        setLocating(false);
        setLocationNote(t('installer.site.locationUnavailable'));
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  // A new attempt, another mode or another site: what was said about the last one goes.
  const forgetFailure = () => {
    setUnchosen(false);
    createSite.reset();
    createSiteAround.reset();
  };

  const submit = async () => {
    forgetFailure();
    if (mode === 'choose') return;
    const values = { ...EMPTY_FORM, ...(form.getFieldsValue(true) as Partial<NewSiteForm>) };
    const call = newSiteCall(mode, deviceId, values);
    if (!(await checks.check(call))) return;
    const siteName = call.body.siteName ?? deviceId;
    try {
      if (call.name === 'createSite') {
        const { siteId } = await createSite.mutateAsync(call.body);
        notify({ level: 'success', message: t('installer.site.created', { name: siteName }) });
        dispatch({ type: 'siteChosen', site: { siteId, siteName } });
      } else {
        const { siteId } = await createSiteAround.mutateAsync(call.body);
        notify({ level: 'success', message: t('installer.save.saved', { id: deviceId, site: siteName }) });
        dispatch({ type: 'siteCreatedAround', site: { siteId, siteName } });
      }
    } catch (err) {
      // A refusal that names fields is shown beside them; any other failure is the notice below (failure).
      checks.refused(err);
    }
  };

  const choose = () => {
    const site = options.find((o) => o.value === chosen);
    if (!site) {
      setUnchosen(true);
      return;
    }
    dispatch({ type: 'siteChosen', site: { siteId: site.value, siteName: site.label } });
  };

  const busy = createSite.isPending || createSiteAround.isPending;
  // A failed call that names no field says its server code's text (spec 8).
  const failed = createSite.error ?? createSiteAround.error;
  const failure = unchosen
    ? t('validation.required', { ns: 'error' })
    : failed === null || refusedFields(failed).length > 0
      ? null
      : failed instanceof ApiError && failed.code !== undefined
        ? t(serverCodeKey(failed), { ns: 'error' })
        : t(errorMessageKey(failed), { ns: 'error' });
  const endpoint = mode === 'around' ? 'createSiteAroundDevice' : 'createSite';
  // A site around the battery left unnamed is named after it: its name is required only for a new site. Every other
  // field is always in the body, so it is marked as the management tab's site dialog marks it.
  const required = (field: keyof NewSiteForm) =>
    checks.required(endpoint, field, { omittedWhenEmpty: field === 'siteName' });

  return (
    <>
      <Typography.Title level={2} style={{ fontSize: 20, marginTop: 0 }}>
        {t('installer.site.title')}
      </Typography.Title>
      <Radio.Group
        aria-label={t('installer.site.mode')}
        value={mode}
        onChange={(e) => {
          setMode(e.target.value as Mode);
          forgetFailure();
          checks.clear();
        }}
        style={{ display: 'flex', flexDirection: 'column', gap: 12, marginBottom: 16 }}
      >
        <Radio value="choose" disabled={options.length === 0}>
          {t('installer.site.choose')}
        </Radio>
        <Radio value="create">{t('installer.site.create')}</Radio>
        <Radio value="around">{t('installer.site.around')}</Radio>
      </Radio.Group>

      {mode === 'choose' ? (
        <Form key="choose" layout="vertical" onFinish={choose}>
          <Form.Item label={t('installer.site.choose')} htmlFor="installer-site">
            <Select
              id="installer-site"
              size="large"
              showSearch={{ optionFilterProp: 'label' }}
              value={chosen ?? undefined}
              options={options}
              onChange={(value: string) => {
                setChosen(value);
                setUnchosen(false);
              }}
              notFoundContent={t('installer.site.noSites')}
            />
          </Form.Item>
          {failure ? <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} /> : null}
          <Button type="primary" htmlType="submit" size="large" block>
            {t('installer.next')}
          </Button>
        </Form>
      ) : (
        // Keyed: a form element takes its instance when it mounts, so this one must not be the chooser's, updated.
        <Form
          key="new-site"
          form={form}
          layout="vertical"
          name="installer-site"
          initialValues={EMPTY_FORM}
          onFinish={() => void submit()}
          onValuesChange={checks.onValuesChange}
        >
          {mode === 'around' ? (
            <Typography.Paragraph type="secondary">
              {t('installer.site.aroundHint', { id: deviceId })}
            </Typography.Paragraph>
          ) : null}
          <Form.Item
            name="siteName"
            htmlFor="installer-site-name"
            label={t('installer.site.siteName')}
            required={required('siteName')}
          >
            <Input id="installer-site-name" size="large" placeholder={mode === 'around' ? deviceId : undefined} />
          </Form.Item>
          <Form.Item
            name="address"
            htmlFor="installer-site-address"
            label={t('installer.site.address')}
            required={required('address')}
          >
            <Input id="installer-site-address" size="large" autoComplete="street-address" />
          </Form.Item>
          <Form.Item
            name="country"
            htmlFor="installer-site-country"
            label={t('installer.site.country')}
            required={required('country')}
          >
            <Select
              id="installer-site-country"
              size="large"
              options={COUNTRIES.map((c) => ({ value: c, label: t(c, { ns: 'country' }) }))}
              onChange={(country: Country) =>
                // Decision: the country proposes its time zone; the installer may still change it.
                form.setFieldsValue({ timezone: COUNTRY_TIMEZONES[country] })
              }
            />
          </Form.Item>
          <Form.Item
            name="timezone"
            htmlFor="installer-site-timezone"
            label={t('installer.site.timezone')}
            required={required('timezone')}
          >
            <Select id="installer-site-timezone" size="large" showSearch options={zones} />
          </Form.Item>
          <Button size="large" block loading={locating} onClick={locate} style={{ marginBottom: 12 }}>
            {locating ? t('installer.site.locating') : t('installer.site.useLocation')}
          </Button>
          {locationNote ? <Alert type="warning" showIcon title={locationNote} style={{ marginBottom: 12 }} /> : null}
          <Flex gap={12}>
            <Form.Item
              name="latitude"
              htmlFor="installer-site-latitude"
              label={t('installer.site.latitude')}
              required={required('latitude')}
              style={{ flex: 1 }}
            >
              <Input id="installer-site-latitude" size="large" inputMode="decimal" />
            </Form.Item>
            <Form.Item
              name="longitude"
              htmlFor="installer-site-longitude"
              label={t('installer.site.longitude')}
              required={required('longitude')}
              style={{ flex: 1 }}
            >
              <Input id="installer-site-longitude" size="large" inputMode="decimal" />
            </Form.Item>
          </Flex>
          <FormProblems problems={checks.problems} />
          {failure ? <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} /> : null}
          <Button type="primary" htmlType="submit" size="large" block loading={busy}>
            {mode === 'create' ? t('installer.site.createSite') : t('installer.site.createAround')}
          </Button>
        </Form>
      )}
    </>
  );
}
