import { Suspense, lazy, useMemo, useState } from 'react';
import { Alert, Button, Empty, Flex, Select, Spin, Statistic, Table, Typography, theme } from 'antd';
import { useQuery } from '@tanstack/react-query';
import {
  currencySymbol,
  formatCo2,
  formatEnergy,
  formatMoney,
  formatNumber,
  formatPercent,
  replayQueries,
  useDebouncedValue,
  useHost,
  userDayjsFormat,
  type Site,
  type Wire,
} from '@bess/shared';
import dayjs from 'dayjs';
import { useTexts } from '../../i18n';
import { wallTimeOf } from '../events/siteTime';
import { errorText } from '../schedule/errorText';
import { DraftEditor } from './DraftEditor';
import { draftOf, draftSchedule, isUnchanged, replayMonths, type DraftForm } from './draft';

const DailyCostChart = lazy(() => import('./DailyCostChart').then((m) => ({ default: m.DailyCostChart })));

export interface ReplaySectionProps {
  site: Site;
  zone: string;
  /** The clock (epoch ms); tests pass a fixed one. */
  now?: () => number;
}

/** How long the draft rests before it is replayed (ms): long enough for a keystroke, short enough to feel at once. */
const DRAFT_PAUSE_MS = 250;

/** The cases side by side, in the order the view names them. */
const COLUMNS = ['measured', 'noBattery', 'inForce', 'draft'] as const;
type Column = (typeof COLUMNS)[number];

/**
 * "What would it have saved?": a past month of the site replayed (designed POST /SiteReplay) with no battery, with
 * what was in force and with a draft the user edits here, side by side with what was measured; the difference in
 * the site's currency, a chart of each day's cost, and sentences on why the cases differ. The draft is never saved.
 */
export function ReplaySection({ site, zone, now = Date.now }: ReplaySectionProps) {
  const { t } = useTexts();
  const { api } = useHost();
  const [nowMs] = useState(now);
  const months = useMemo(() => replayMonths(nowMs, zone), [nowMs, zone]);
  const [month, setMonth] = useState(months[1]!);
  const [form, setForm] = useState<DraftForm | null>(null);

  // The schedule that was in force comes with the first answer; the draft starts from it.
  const base = useQuery(replayQueries.month(api, site.siteId, month, undefined));
  const inForce = base.data?.month === month ? base.data.inForce : undefined;
  const draftForm = form ?? (inForce ? draftOf(inForce) : null);
  const draft = useMemo(
    () =>
      inForce && draftForm && !isUnchanged(draftForm, inForce) ? draftSchedule(draftForm, inForce, month) : undefined,
    [draftForm, inForce, month],
  );
  // Typing a number asks once, for the draft the user stopped at; a draft of another month is not asked for.
  const latest = useMemo(() => ({ month, draft }), [month, draft]);
  const rested = useDebouncedValue(latest, DRAFT_PAUSE_MS);
  const settled = rested.month === month ? rested.draft : undefined;
  const withDraft = useQuery({
    ...replayQueries.month(api, site.siteId, month, settled),
    enabled: settled !== undefined,
  });
  // Until a draft's first answer comes, the month as it was stays on screen (the editor with it, focus kept).
  const answer = (settled !== undefined ? withDraft.data : undefined) ?? base.data;
  const error = base.error ?? withDraft.error;

  const monthName = (key: string) => dayjs(`${key}-01`).format('MMMM YYYY');
  const chooseMonth = (next: string) => {
    setMonth(next);
    setForm(null);
  };

  return (
    <Flex vertical gap="middle">
      <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
        {t('replay.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('replay.intro')}
      </Typography.Paragraph>
      <Flex gap="small" align="center" wrap>
        <label htmlFor="replay-month">{t('replay.month')}</label>
        <Select
          id="replay-month"
          value={month}
          onChange={chooseMonth}
          style={{ minWidth: 200 }}
          options={months.map((m, i) => ({
            value: m,
            label: i === 0 ? t('replay.thisMonth', { month: monthName(m) }) : monthName(m),
          }))}
        />
      </Flex>
      {error ? (
        <Alert
          type="error"
          showIcon
          title={t('replay.failed')}
          description={errorText(error, t)}
          action={
            <Button size="small" onClick={() => void (base.error ? base.refetch() : withDraft.refetch())}>
              {t('retry')}
            </Button>
          }
        />
      ) : !answer || !inForce || !draftForm ? (
        <Spin />
      ) : answer.capacityKwh === 0 ? (
        <Empty description={t('replay.noBattery')} />
      ) : answer.from === null ? (
        <Empty description={t('replay.noData', { month: monthName(month) })} />
      ) : (
        <Flex vertical gap="middle">
          <Headline site={site} answer={answer} />
          <Flex gap="large" wrap align="flex-start">
            <div style={{ flex: '1 1 300px', maxWidth: 440 }}>
              <DraftEditor
                form={draftForm}
                inForce={inForce}
                onChange={setForm}
                onReset={() => setForm(null)}
                busy={withDraft.isFetching || settled !== draft}
              />
            </div>
            <div style={{ flex: '3 1 480px', minWidth: 0 }}>
              <Results site={site} answer={answer} zone={zone} />
            </div>
          </Flex>
        </Flex>
      )}
    </Flex>
  );
}

/** The answer at a glance, above the draft and the figures (on a phone too): the draft's difference in money. */
function Headline({ site, answer }: { site: Site; answer: Wire.SiteReplayResponse }) {
  const { t, i18n } = useTexts();
  const { token } = theme.useToken();
  const money = (amount: number) => formatMoney(amount, currencySymbol(site.country), i18n.language);
  const difference = answer.cases.draft.cost - answer.cases.inForce.cost;
  const batterySaving = answer.cases.noBattery.cost - answer.cases.inForce.cost;
  if (answer.pricing.kind === 'none') return null;
  return (
    <Flex vertical gap="small">
      <Flex gap="large" wrap>
        <Statistic
          title={t('replay.difference')}
          value={money(difference)}
          styles={{
            content: {
              color: difference < -0.005 ? token.colorSuccess : difference > 0.005 ? token.colorError : undefined,
            },
          }}
        />
        <Statistic title={t('replay.cases.inForce')} value={money(answer.cases.inForce.cost)} />
        <Statistic title={t('replay.cases.draft')} value={money(answer.cases.draft.cost)} />
      </Flex>
      <Typography.Paragraph strong style={{ margin: 0 }} role="status">
        {difference < -0.005
          ? t('replay.cheaper', { amount: money(-difference) })
          : difference > 0.005
            ? t('replay.dearer', { amount: money(difference) })
            : t('replay.same')}{' '}
        {batterySaving >= 0
          ? t('replay.batterySaved', { amount: money(batterySaving) })
          : t('replay.batteryCost', { amount: money(-batterySaving) })}
      </Typography.Paragraph>
    </Flex>
  );
}

/** The cases side by side, the chart and the reasons. */
function Results({ site, answer, zone }: { site: Site; answer: Wire.SiteReplayResponse; zone: string }) {
  const { t, i18n } = useTexts();
  const { user } = useHost();
  const language = i18n.language;
  const currency = currencySymbol(site.country);
  const money = (amount: number) => formatMoney(amount, currency, language);
  // to the kWh in hundreds, to a tenth of a kWh below: two cases a few kWh apart read apart
  const energy = (kwh: number) => formatEnergy(kwh, language, { decimals: kwh >= 1000 ? 2 : 1 });
  const totals: Record<Column, Wire.ReplayTotals> = {
    measured: answer.measured,
    noBattery: answer.cases.noBattery,
    inForce: answer.cases.inForce,
    draft: answer.cases.draft,
  };
  const noPrices = answer.pricing.kind === 'none';

  const rows: { key: string; figure: string; value: (x: Wire.ReplayTotals) => string }[] = [
    ...(noPrices
      ? []
      : [{ key: 'cost', figure: t('replay.figures.cost'), value: (x: Wire.ReplayTotals) => money(x.cost) }]),
    { key: 'gridImport', figure: t('replay.figures.gridImport'), value: (x) => energy(x.gridImport) },
    { key: 'gridExport', figure: t('replay.figures.gridExport'), value: (x) => energy(x.gridExport) },
    { key: 'gridCharge', figure: t('replay.figures.gridCharge'), value: (x) => energy(x.gridCharge) },
    {
      key: 'selfSufficiency',
      figure: t('replay.figures.selfSufficiency'),
      value: (x) => formatPercent(x.selfSufficiency, language),
    },
    { key: 'co2', figure: t('replay.figures.co2'), value: (x) => formatCo2(x.co2Grams, language) },
    {
      key: 'cycles',
      figure: t('replay.figures.cycles'),
      value: (x) => formatNumber(x.cycles, language, { decimals: 1 }),
    },
  ];
  const dateFormat = userDayjsFormat(user?.dateFormat);
  // a day of the site's calendar, in the user's date format
  const when = (iso: string, end = false) => {
    // the span's end is the first second after it
    const w = wallTimeOf(Date.parse(iso) - (end ? 1000 : 0), zone);
    return dayjs(new Date(w.year, w.month - 1, w.day)).format(dateFormat);
  };

  return (
    <Flex vertical gap="middle">
      <Typography.Title level={3} style={{ fontSize: 14, margin: 0 }}>
        {t('replay.table')}
      </Typography.Title>
      <Table
        size="small"
        pagination={false}
        rowKey="key"
        scroll={{ x: 'max-content' }}
        dataSource={rows}
        columns={[
          { key: 'figure', title: t('replay.figures.figure'), dataIndex: 'figure' },
          ...COLUMNS.map((c) => ({
            key: c,
            title: t(`replay.cases.${c}`),
            align: 'right' as const,
            render: (_: unknown, row: (typeof rows)[number]) => row.value(totals[c]),
          })),
        ]}
      />
      {!noPrices && (
        <Suspense fallback={<div style={{ height: 260 }} />}>
          <DailyCostChart days={answer.days} currency={currency} />
        </Suspense>
      )}
      {!noPrices && answer.reasons.length > 0 && (
        <div>
          <Typography.Title level={3} style={{ fontSize: 14, margin: 0 }}>
            {t('replay.why')}
          </Typography.Title>
          <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
            {answer.reasons.map((r) => (
              <li key={`${r.compare}-${r.better}`}>
                <ReasonText reason={r} money={money} />
              </li>
            ))}
          </ul>
        </div>
      )}
      <Typography.Paragraph type="secondary" style={{ margin: 0, fontSize: 13 }}>
        {noPrices
          ? t('replay.pricing.none')
          : t(`replay.pricing.${answer.pricing.kind}`, {
              price: money(answer.pricing.importByHour.reduce((a, b) => a + b, 0) / 24),
              low: money(Math.min(...answer.pricing.importByHour)),
              high: money(Math.max(...answer.pricing.importByHour)),
              export: money(answer.pricing.exportPrice),
            })}{' '}
        {answer.from &&
          answer.to &&
          t('replay.coverage', {
            hours: formatNumber(answer.steps.hours, language),
            minutes: formatNumber(answer.steps.minutes, language),
            from: when(answer.from),
            to: when(answer.to, true),
          })}{' '}
        {t('replay.leavesOut')}
      </Typography.Paragraph>
    </Flex>
  );
}

/** One reason as a sentence. */
function ReasonText({ reason, money }: { reason: Wire.ReplayReason; money: (amount: number) => string }) {
  const { t, i18n } = useTexts();
  const values = {
    amount: money(reason.amount),
    days: reason.days,
    kwh: formatEnergy(reason.kwh, i18n.language),
  };
  if (reason.better === 'second') {
    return (
      <>
        {t(
          reason.compare === 'draftVsInForce' ? 'replay.reasons.inForceBetter' : 'replay.reasons.noBatteryBetter',
          values,
        )}
      </>
    );
  }
  const key = `${reason.cause}_${reason.direction}${reason.night ? '_night' : ''}`;
  return (
    <>{t(`replay.reasons.${reason.compare}.${key}` as 'replay.reasons.draftVsInForce.gridCharging_more', values)}</>
  );
}
