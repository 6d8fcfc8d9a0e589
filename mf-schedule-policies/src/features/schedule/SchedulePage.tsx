import { Suspense, lazy, useState } from 'react';
import { Alert, Empty, Flex, Tabs } from 'antd';
import {
  AccessLevel,
  SelectionType,
  levelAllows,
  scheduleSections,
  siteTimezone,
  useAfterFirstPaint,
  useHost,
  type ScheduleSection,
  type Site,
} from '@bess/shared';
import { useTexts } from '../../i18n';
import { EventsPlaceholder, EventsSection } from '../events/EventsSection';
import { dayOf, type CalendarDay } from '../events/siteTime';

// Sections other than the calendar load when first opened, off the tab's first paint.
const PolicySection = lazy(() => import('../policies/PolicySection').then((m) => ({ default: m.PolicySection })));
const LoadsSection = lazy(() => import('../loads/LoadsSection').then((m) => ({ default: m.LoadsSection })));
const PeakShavingSection = lazy(() =>
  import('../peakShaving/PeakShavingSection').then((m) => ({ default: m.PeakShavingSection })),
);
const PlanSection = lazy(() => import('../plan/PlanSection').then((m) => ({ default: m.PlanSection })));
const ReplaySection = lazy(() => import('../replay/ReplaySection').then((m) => ({ default: m.ReplaySection })));

export interface SchedulePageProps {
  /** The clock (epoch ms); tests pass a fixed one. */
  now?: () => number;
}

/**
 * main/schedule (spec 2: a feature flag and one site): events, the plan, policy, the replay of a draft of them, loads,
 * peak shaving, each shown when
 * the site's feature flags allow it (spec 6, shared's `scheduleSections`).
 */
export function SchedulePage({ now }: SchedulePageProps) {
  const { selection, configuration } = useHost();
  const { t } = useTexts();
  const site = selection.selectionType === SelectionType.SITE ? configuration.sitesById.get(selection.id ?? '') : null;
  if (!site) return <Empty description={t('schedule.selectSite')} />;
  // Keyed by site: another site starts again on today.
  return <SiteSchedule key={site.siteId} site={site} now={now} />;
}

function SiteSchedule({ site, now }: { site: Site; now?: () => number }) {
  const { t } = useTexts();
  const { user } = useHost();
  const zone = siteTimezone(site.timezone);
  // Lower is more (spec 3): ScheduleUser (9) or better on the site changes the schedule; a user who sees every site
  // (super admin) has no per-site level and uses their own best level.
  const level = site.level ?? user?.userAccessLevelNumber ?? AccessLevel.NoUser;
  const canEdit = levelAllows(level, AccessLevel.ScheduleUser);
  const [shownDay, setShownDay] = useState<CalendarDay>(() => dayOf(now ? now() : Date.now(), zone));

  // The tab's first paint is its heading, the note of a read-only view and the sections' names; the calendar, most of
  // the work of the first render, comes in the render after, into a box of its own size (no layout shift).
  const painted = useAfterFirstPaint();
  const lazySection = (node: React.ReactNode) => (
    <Suspense fallback={<div style={{ minHeight: 120 }} />}>{node}</Suspense>
  );
  const sections: Record<ScheduleSection, React.ReactNode> = {
    events: painted ? (
      <EventsSection siteId={site.siteId} zone={zone} canEdit={canEdit} onDayShown={setShownDay} now={now} />
    ) : (
      <EventsPlaceholder />
    ),
    plan: lazySection(<PlanSection site={site} zone={zone} day={shownDay} />),
    policy: lazySection(<PolicySection site={site} canEdit={canEdit} />),
    replay: lazySection(<ReplaySection site={site} zone={zone} now={now} />),
    loads: lazySection(<LoadsSection siteId={site.siteId} canEdit={canEdit} />),
    peakShaving: lazySection(<PeakShavingSection site={site} canEdit={canEdit} />),
  };
  const items = scheduleSections(site.features).map((key) => ({
    key,
    label: t(`schedule.sections.${key}`),
    children: sections[key],
  }));
  // Only an embedded module meets a site without such a feature: the portal hides the tab for it.
  if (items.length === 0) return <Empty description={t('schedule.noFeature')} />;

  return (
    <Flex vertical gap="small">
      {!canEdit && <Alert type="info" showIcon title={t('schedule.readOnly')} />}
      <Tabs items={items} />
    </Flex>
  );
}
