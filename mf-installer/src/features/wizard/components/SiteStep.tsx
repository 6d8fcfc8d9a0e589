import { useMemo, useState } from 'react';
import { Alert, Button, Flex, Form, Input, Radio, Select, Typography } from 'antd';
import { COUNTRIES, errorMessageKey, serverCodeKey, ApiError, useHost, type Country } from '@bess/shared';
import { useTexts } from '../../../i18n';
import { useInstallerCalls } from '../hooks/useInstallerCalls';
import {
  COUNTRY_TIMEZONES,
  readCoordinate,
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

/** spec 4: choose a site the installer may use, or create one, or create a site around the device. */
export function SiteStep({ state, dispatch }: StepProps) {
  const { t } = useTexts();
  const { configuration, notify } = useHost();
  const { createSite, createSiteAround } = useInstallerCalls();
  const sites = useMemo(() => sitesForInstaller(configuration.sites), [configuration.sites]);
  const [mode, setMode] = useState<Mode>(state.site || sites.length > 0 ? 'choose' : 'create');
  const [chosen, setChosen] = useState<string | null>(
    state.site?.siteId ?? (sites.length === 1 ? sites[0]!.siteId : null),
  );
  const [form, setForm] = useState<NewSiteForm>(EMPTY_FORM);
  const [errors, setErrors] = useState<Partial<Record<keyof NewSiteForm, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
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

  const set = <K extends keyof NewSiteForm>(field: K, value: NewSiteForm[K]) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

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
        set('latitude', roundCoordinate(position.coords.latitude));
        set('longitude', roundCoordinate(position.coords.longitude));
      },
      () => {
        setLocating(false);
        setLocationNote(t('installer.site.locationUnavailable'));
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  const submit = async () => {
    setFailure(null);
    const next: typeof errors = {};
    // spec 5: 'The field is required' (a site around the device is named after it when left empty).
    if (mode === 'create' && form.siteName.trim() === '') next.siteName = t('validation.required', { ns: 'error' });
    const latitude = readCoordinate(form.latitude, 'latitude');
    const longitude = readCoordinate(form.longitude, 'longitude');
    if (typeof latitude === 'string') next.latitude = t(`installer.site.${latitude}`);
    if (typeof longitude === 'string') next.longitude = t(`installer.site.${longitude}`);
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    const fields = {
      address: form.address.trim() || null,
      country: form.country,
      timezone: form.timezone,
      latitude: latitude as number | null,
      longitude: longitude as number | null,
    };
    try {
      if (mode === 'create') {
        const siteName = form.siteName.trim();
        const { siteId } = await createSite.mutateAsync({ siteName, ...fields });
        notify({ level: 'success', message: t('installer.site.created', { name: siteName }) });
        dispatch({ type: 'siteChosen', site: { siteId, siteName } });
      } else {
        const siteName = form.siteName.trim() || deviceId;
        const { siteId } = await createSiteAround.mutateAsync({ deviceId, siteName, ...fields });
        notify({ level: 'success', message: t('installer.save.saved', { id: deviceId, site: siteName }) });
        dispatch({ type: 'siteCreatedAround', site: { siteId, siteName } });
      }
    } catch (err) {
      setFailure(
        err instanceof ApiError && err.code !== undefined
          ? t(serverCodeKey(err), { ns: 'error' })
          : t(errorMessageKey(err), { ns: 'error' }),
      );
    }
  };

  const choose = () => {
    const site = options.find((o) => o.value === chosen);
    if (!site) {
      setFailure(t('validation.required', { ns: 'error' }));
      return;
    }
    dispatch({ type: 'siteChosen', site: { siteId: site.value, siteName: site.label } });
  };

  const busy = createSite.isPending || createSiteAround.isPending;
  const fieldError = (field: keyof NewSiteForm) =>
    errors[field] ? { validateStatus: 'error' as const, help: <span role="alert">{errors[field]}</span> } : {};

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
          setFailure(null);
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
        <Form layout="vertical" onFinish={choose}>
          <Form.Item label={t('installer.site.choose')} htmlFor="installer-site">
            <Select
              id="installer-site"
              size="large"
              showSearch={{ optionFilterProp: 'label' }}
              value={chosen ?? undefined}
              options={options}
              onChange={(value: string) => {
                setChosen(value);
                setFailure(null);
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
        <Form layout="vertical" onFinish={() => void submit()} requiredMark={false}>
          {mode === 'around' ? (
            <Typography.Paragraph type="secondary">
              {t('installer.site.aroundHint', { id: deviceId })}
            </Typography.Paragraph>
          ) : null}
          <Form.Item label={t('installer.site.siteName')} htmlFor="installer-site-name" {...fieldError('siteName')}>
            <Input
              id="installer-site-name"
              size="large"
              value={form.siteName}
              placeholder={mode === 'around' ? deviceId : undefined}
              onChange={(e) => set('siteName', e.target.value)}
            />
          </Form.Item>
          <Form.Item label={t('installer.site.address')} htmlFor="installer-site-address">
            <Input
              id="installer-site-address"
              size="large"
              autoComplete="street-address"
              value={form.address}
              onChange={(e) => set('address', e.target.value)}
            />
          </Form.Item>
          <Form.Item label={t('installer.site.country')} htmlFor="installer-site-country">
            <Select
              id="installer-site-country"
              size="large"
              value={form.country ?? undefined}
              options={COUNTRIES.map((c) => ({ value: c, label: t(c, { ns: 'country' }) }))}
              onChange={(country: Country) => {
                set('country', country);
                // Decision: the country proposes its time zone; the installer may still change it.
                set('timezone', COUNTRY_TIMEZONES[country]);
              }}
            />
          </Form.Item>
          <Form.Item label={t('installer.site.timezone')} htmlFor="installer-site-timezone">
            <Select
              id="installer-site-timezone"
              size="large"
              showSearch
              value={form.timezone}
              options={zones}
              onChange={(zone: string) => set('timezone', zone)}
            />
          </Form.Item>
          <Button size="large" block loading={locating} onClick={locate} style={{ marginBottom: 12 }}>
            {locating ? t('installer.site.locating') : t('installer.site.useLocation')}
          </Button>
          {locationNote ? <Alert type="warning" showIcon title={locationNote} style={{ marginBottom: 12 }} /> : null}
          <Flex gap={12}>
            <Form.Item
              label={t('installer.site.latitude')}
              htmlFor="installer-site-latitude"
              style={{ flex: 1 }}
              {...fieldError('latitude')}
            >
              <Input
                id="installer-site-latitude"
                size="large"
                inputMode="decimal"
                value={form.latitude}
                onChange={(e) => set('latitude', e.target.value)}
              />
            </Form.Item>
            <Form.Item
              label={t('installer.site.longitude')}
              htmlFor="installer-site-longitude"
              style={{ flex: 1 }}
              {...fieldError('longitude')}
            >
              <Input
                id="installer-site-longitude"
                size="large"
                inputMode="decimal"
                value={form.longitude}
                onChange={(e) => set('longitude', e.target.value)}
              />
            </Form.Item>
          </Flex>
          {failure ? <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} /> : null}
          <Button type="primary" htmlType="submit" size="large" block loading={busy}>
            {mode === 'create' ? t('installer.site.createSite') : t('installer.site.createAround')}
          </Button>
        </Form>
      )}
    </>
  );
}
