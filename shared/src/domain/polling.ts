/** The polling plan of spec 7: which status calls run, how often, for which ids. */
import { isLoadingLevel } from './access';
import {
  ACTIVE_ALARMS_POLL_MS,
  DEVICE_STATUS_POLL_MAX_DEVICES,
  DEVICE_STATUS_POLL_MIN_DEVICES,
  MESSAGE_CENTRE_POLL_MS,
  SOLAR_DATA_REFRESH_MS,
  SOLAR_REFRESH_MAX_SITES,
  STATUS_POLL_MS,
} from './constants';
import { AccessLevel } from './enums';

/** The calls that are polled. */
export type PollCall =
  'groupStatus' | 'siteStatus' | 'deviceStatus' | 'activeAlarms' | 'messageCentre' | 'solarSiteData';

/** One polled call: what, how often, for which ids (empty for calls without ids). */
export interface PollTask {
  call: PollCall;
  intervalMs: number;
  ids: string[];
}

/** What the plan depends on. */
export interface PollingInput {
  /** The sidebar shows groups (its toggle). */
  showGroups: boolean;
  groupIds: readonly string[];
  siteIds: readonly string[];
  deviceIds: readonly string[];
  userAccessLevelNumber: number;
  /** The solar (PV) sites the user has. */
  solarSiteIds: readonly string[];
  /** The selected site, when a site is selected. */
  selectedSiteId?: string | null;
}

/**
 * spec 7: every 60 s group status if groups are shown, site status if there are sites and the user level is not 1
 * (super admins see the whole fleet, ARCHITECTURE 8), device status only for 2 to 30 devices; active alarms every
 * 60 s; message centre every 900000 ms; solar site data hourly for up to 2 solar sites, or else for the single solar
 * site selected. Decision: nothing is polled at the transient loading level 100 (no configuration yet).
 */
export function pollingPlan(input: PollingInput): PollTask[] {
  if (isLoadingLevel(input.userAccessLevelNumber)) return [];
  const plan: PollTask[] = [];
  if (input.showGroups && input.groupIds.length > 0) {
    plan.push({ call: 'groupStatus', intervalMs: STATUS_POLL_MS, ids: [...input.groupIds] });
  }
  if (input.siteIds.length > 0 && input.userAccessLevelNumber !== AccessLevel.SuperAdmin) {
    plan.push({ call: 'siteStatus', intervalMs: STATUS_POLL_MS, ids: [...input.siteIds] });
  }
  const devices = input.deviceIds.length;
  if (devices >= DEVICE_STATUS_POLL_MIN_DEVICES && devices <= DEVICE_STATUS_POLL_MAX_DEVICES) {
    plan.push({ call: 'deviceStatus', intervalMs: STATUS_POLL_MS, ids: [...input.deviceIds] });
  }
  plan.push({ call: 'activeAlarms', intervalMs: ACTIVE_ALARMS_POLL_MS, ids: [] });
  plan.push({ call: 'messageCentre', intervalMs: MESSAGE_CENTRE_POLL_MS, ids: [] });
  const solar = solarSitesToRefresh(input.solarSiteIds, input.selectedSiteId ?? null);
  if (solar.length > 0) plan.push({ call: 'solarSiteData', intervalMs: SOLAR_DATA_REFRESH_MS, ids: solar });
  return plan;
}

/** spec 7: solar site data refreshes for up to 2 solar sites, or else for the one selected solar site. */
export function solarSitesToRefresh(solarSiteIds: readonly string[], selectedSiteId: string | null): string[] {
  if (solarSiteIds.length > 0 && solarSiteIds.length <= SOLAR_REFRESH_MAX_SITES) return [...solarSiteIds];
  return selectedSiteId !== null && solarSiteIds.includes(selectedSiteId) ? [selectedSiteId] : [];
}
