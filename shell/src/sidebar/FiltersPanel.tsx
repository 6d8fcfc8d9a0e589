/**
 * The filters of spec 4 in a drawer. Built with antd, so this module is its own chunk (DeviceList loads it lazily):
 * antd must stay off the shell's first paint (ARCHITECTURE 2). The panel edits a draft; Apply puts it in effect,
 * Clear removes every filter at once.
 */
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Drawer, Input, Select, Slider } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  COUNTRIES,
  DEFAULT_CAPACITY_RANGE,
  DEFAULT_FILTERS,
  DEVICE_MODES,
  DISPLAY_STATES,
  capacityRangeKwh,
  partnerQueries,
  useHost,
  userDayjsFormat,
  type DeviceListFilters,
  type Hierarchy,
  useBaseTexts,
} from '@bess/shared';

export interface FiltersPanelProps {
  open: boolean;
  /** The filters in effect; the panel starts from them. */
  filters: DeviceListFilters;
  onApply(filters: DeviceListFilters): void;
  onClose(): void;
}

/** The largest battery capacity in the list (kWh): the capacity filter is a share of it (see DeviceListFilters). */
function largestCapacityKwh(hierarchy: Hierarchy): number {
  let max = 0;
  for (const site of hierarchy.sites) max = Math.max(max, site.batteryCapacity);
  for (const device of hierarchy.unparentedDevices) {
    if (Number.isFinite(device.batteryCapacity)) max = Math.max(max, device.batteryCapacity as number);
  }
  return max;
}

function distinct(values: readonly (string | null | undefined)[]): string[] {
  return [...new Set(values.filter((v): v is string => typeof v === 'string' && v.trim() !== ''))].sort();
}

function toDay(value: string | number | null | undefined): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  const day = dayjs(value);
  return day.isValid() ? day : null;
}

const roundKwh = (kwh: number) => Math.round(kwh * 10) / 10;

/** The filters panel (spec 4: installation type, modes, states, countries, commissioning date range, capacity range,
 * e-mail, order number, partner). */
export function FiltersPanel({ open, filters, onApply, onClose }: FiltersPanelProps) {
  const { t } = useBaseTexts();
  const { configuration, user, api, isMobile } = useHost();
  const [draft, setDraft] = useState<DeviceListFilters>(filters);
  const change = (patch: Partial<DeviceListFilters>) => setDraft((current) => ({ ...current, ...patch }));
  const ids = {
    installationTypes: useId(),
    modes: useId(),
    states: useId(),
    countries: useId(),
    dateFrom: useId(),
    dateTo: useId(),
    email: useId(),
    orderNr: useId(),
    partners: useId(),
  };

  const installationTypes = useMemo(
    () => distinct(configuration.sites.map((s) => s.installationType)),
    [configuration],
  );
  const partnerIds = useMemo(() => distinct(configuration.devices.map((d) => d.partnerId)), [configuration]);
  const maxKwh = useMemo(() => largestCapacityKwh(configuration), [configuration]);

  // spec 6: partner names are fetched for admins and above; others see the partner ids.
  const mayReadPartners = user?.isAtLeast('Admin') ?? false;
  const partnerNames = useQuery({
    ...partnerQueries.names(api, partnerIds),
    enabled: mayReadPartners && partnerIds.length > 0,
  });
  const partnerName = (id: string) => partnerNames.data?.partners.find((p) => String(p.id) === id)?.name ?? id;

  const [fromKwh, toKwh] = capacityRangeKwh(draft.capacityRange, maxKwh);
  const dateFormat = userDayjsFormat(user?.dateFormat);
  const range = draft.commissioningDateRange;

  const apply = () => {
    onApply({ ...draft, email: draft.email.trim(), orderNr: draft.orderNr.trim(), emailIds: [] });
    onClose();
  };
  const clear = () => {
    setDraft(DEFAULT_FILTERS);
    onApply(DEFAULT_FILTERS);
    onClose();
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('sidebar.filters.title')}
      placement={isMobile ? 'bottom' : 'left'}
      size={isMobile ? '85%' : 360}
      className="device-list-filters"
      footer={
        <div className="device-list-filters-footer">
          <Button onClick={clear}>{t('sidebar.filters.clear')}</Button>
          <Button type="primary" onClick={apply}>
            {t('sidebar.filters.apply')}
          </Button>
        </div>
      }
    >
      <Field id={ids.installationTypes} label={t('sidebar.filters.installationType')}>
        <Select
          id={ids.installationTypes}
          mode="multiple"
          allowClear
          optionFilterProp="label"
          value={[...draft.installationTypes]}
          onChange={(values: string[]) => change({ installationTypes: values })}
          options={installationTypes.map((value) => ({
            value,
            label: t(`sidebar.installationTypes.${value}`, { defaultValue: value }),
          }))}
        />
      </Field>
      <Field id={ids.modes} label={t('sidebar.filters.modes')}>
        <Select
          id={ids.modes}
          mode="multiple"
          allowClear
          optionFilterProp="label"
          value={[...draft.modes]}
          onChange={(values: string[]) => change({ modes: values })}
          options={DEVICE_MODES.map((mode) => ({ value: mode, label: t(`modes.${mode}`) }))}
        />
      </Field>
      <Field id={ids.states} label={t('sidebar.filters.states')}>
        <Select
          id={ids.states}
          mode="multiple"
          allowClear
          optionFilterProp="label"
          value={[...draft.states]}
          onChange={(values: DeviceListFilters['states'][number][]) => change({ states: values })}
          options={DISPLAY_STATES.map((state) => ({ value: state, label: t(`states.${state}`) }))}
        />
      </Field>
      <Field id={ids.countries} label={t('sidebar.filters.countries')}>
        <Select
          id={ids.countries}
          mode="multiple"
          allowClear
          optionFilterProp="label"
          value={[...draft.countries]}
          onChange={(values: string[]) => change({ countries: values })}
          options={COUNTRIES.map((country) => ({ value: country, label: t(country, { ns: 'country' }) }))}
        />
      </Field>
      <fieldset className="device-list-field">
        <legend>{t('sidebar.filters.commissioningDate')}</legend>
        <label className="device-list-sr-only" htmlFor={ids.dateFrom}>
          {t('sidebar.filters.commissioningFrom')}
        </label>
        <label className="device-list-sr-only" htmlFor={ids.dateTo}>
          {t('sidebar.filters.commissioningTo')}
        </label>
        <DatePicker.RangePicker
          id={{ start: ids.dateFrom, end: ids.dateTo }}
          allowEmpty={[true, true]}
          format={dateFormat}
          placeholder={[t('sidebar.filters.commissioningFrom'), t('sidebar.filters.commissioningTo')]}
          value={[toDay(range?.[0]), toDay(range?.[1])]}
          onChange={(days) => {
            const from = days?.[0] ?? null;
            const to = days?.[1] ?? null;
            // Whole days, both ends inclusive.
            change({
              commissioningDateRange:
                from === null && to === null
                  ? null
                  : [from?.startOf('day').toISOString() ?? null, to?.endOf('day').toISOString() ?? null],
            });
          }}
        />
      </fieldset>
      <div className="device-list-field">
        <span className="device-list-field-label">{t('sidebar.filters.capacity')}</span>
        <Slider
          range
          min={0}
          max={maxKwh}
          step={maxKwh >= 20 ? 1 : 0.1}
          disabled={maxKwh <= 0}
          value={[roundKwh(fromKwh), roundKwh(toKwh)]}
          ariaLabelForHandle={[t('sidebar.filters.capacityFrom'), t('sidebar.filters.capacityTo')]}
          onChange={(values: number[]) => {
            const [from = 0, to = maxKwh] = values;
            // The full span is "no capacity filter" exactly (spec 4 default [0,1]), whatever the rounding.
            change({
              capacityRange:
                from <= 0 && to >= maxKwh ? DEFAULT_CAPACITY_RANGE : [from / maxKwh, Math.min(1, to / maxKwh)],
            });
          }}
        />
        <span className="device-list-field-hint">
          {t('sidebar.filters.capacityRange', { min: roundKwh(fromKwh), max: roundKwh(toKwh) })}
        </span>
      </div>
      <Field id={ids.email} label={t('sidebar.filters.email')}>
        <Input
          id={ids.email}
          type="email"
          autoComplete="off"
          value={draft.email}
          onChange={(event) => change({ email: event.target.value })}
          onPressEnter={apply}
        />
      </Field>
      <Field id={ids.orderNr} label={t('sidebar.filters.orderNumber')}>
        <Input
          id={ids.orderNr}
          autoComplete="off"
          value={draft.orderNr}
          onChange={(event) => change({ orderNr: event.target.value })}
          onPressEnter={apply}
        />
      </Field>
      <Field id={ids.partners} label={t('sidebar.filters.partner')}>
        <Select
          id={ids.partners}
          mode="multiple"
          allowClear
          optionFilterProp="label"
          value={[...draft.partnerIds]}
          onChange={(values: string[]) => change({ partnerIds: values })}
          options={partnerIds.map((id) => ({ value: id, label: partnerName(id) }))}
        />
      </Field>
    </Drawer>
  );
}

interface FieldProps {
  id: string;
  label: string;
  children: ReactNode;
}

function Field({ id, label, children }: FieldProps) {
  return (
    <div className="device-list-field">
      <label className="device-list-field-label" htmlFor={id}>
        {label}
      </label>
      {children}
    </div>
  );
}
