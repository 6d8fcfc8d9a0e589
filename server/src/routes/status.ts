import { AccessLevel } from '@bess/shared/domain';
import type { LiveData, StatusResponse } from '@bess/shared/contract';
import { controlSourceOf } from '../repositories/controlSource';
import type { AnyRoute } from '../http/defineRoute';
import { defineRoute } from '../http/defineRoute';
import { onObject, signedIn } from '../http/accessRules';
import { liveOfDevices, readSiteAggregates, rollUp, type LiveAggregate } from '../repositories/status';
import type { Services } from '../services/services';

/**
 * spec 7: status calls "return data and messageCenter": the active message centre banner (owned by the content area,
 * repositories/messages.ts), or null when there is none or it is switched off; kept a few seconds per replica.
 */
function messageCenter(services: Services): Promise<StatusResponse['messageCenter']> {
  return services.banner.banner();
}

/** Groups roll-up sums by site. */
function bySite(parts: readonly LiveAggregate[]): Map<string, LiveAggregate[]> {
  const out = new Map<string, LiveAggregate[]>();
  for (const part of parts) {
    const list = out.get(part.siteId);
    if (list) list.push(part);
    else out.set(part.siteId, [part]);
  }
  return out;
}

/**
 * spec 7 POST /sitestatus, POST /devicestatus, GET /groupStatus and GET v2/sites/{id}/controlsource. Ids the caller may
 * not see are left out of the answer (never an error that would tell they exist).
 */
export const statusRoutes: AnyRoute[] = [
  // spec 7 POST /sitestatus "ids; returns data and messageCenter": a site's status is the roll-up of its devices.
  // One read of site_live for all requested sites (polled every 60 s for up to 1,000 sites).
  defineRoute('getSiteStatus', {
    // spec 7: a status poll every 60 s is a read that carries its ids in a body; it is not audited.
    audit: false,
    access: signedIn,
    async handler({ input, user, services }) {
      // The caller's visibility (which reads fleet_shape's version on every call), the sums of the asked
      // sites and the banner are read at once, on separate pooled connections on PostgreSQL: one wait for the
      // database instead of two in a row. The sums of sites the caller may not see are read and dropped here, before
      // anything is answered.
      const asked = [...new Set(input.ids)];
      const [visible, parts, banner] = await Promise.all([
        services.access.visibility(user),
        readSiteAggregates(services.db, services.sqlite, asked),
        messageCenter(services),
      ]);
      const siteIds = asked.filter((id) => visible.sites.has(id));
      const grouped = bySite(parts);
      const data: Record<string, LiveData> = {};
      for (const id of siteIds) data[id] = rollUp(grouped.get(id) ?? []);
      return { data, messageCenter: banner };
    },
  }),

  // spec 7 POST /devicestatus "deviceIds; same".
  defineRoute('getDeviceStatus', {
    // spec 7: a status poll every 60 s is a read that carries its ids in a body; it is not audited.
    audit: false,
    access: signedIn,
    async handler({ input, user, services }) {
      // As /sitestatus: visibility, the asked devices and the banner at once; the rows of devices the caller may not
      // see are dropped here, before anything is answered.
      const [visible, devices, banner] = await Promise.all([
        services.access.visibility(user),
        liveOfDevices(services.db, [...new Set(input.deviceIds)]),
        messageCenter(services),
      ]);
      const data: Record<string, LiveData> = {};
      for (const d of devices) if (visible.devices.has(d.deviceId)) data[d.deviceId] = d.live;
      return { data, messageCenter: banner };
    },
  }),

  // GET /groupStatus (designed) "siteGroupIds": a group's status is the roll-up of every device of every site below
  // it, nested groups included.
  defineRoute('getGroupStatus', {
    access: signedIn,
    async handler({ input, user, services }) {
      // The caller's visibility and the banner at once (as /sitestatus); the sites below each group come from the
      // access service's copy of the fleet's shape, which the visibility has just checked.
      const [visible, banner] = await Promise.all([services.access.visibility(user), messageCenter(services)]);
      const groupIds = [...new Set(input.siteGroupIds)].filter((id) => visible.groups.has(id));
      const data: Record<string, LiveData> = {};
      if (groupIds.length > 0) {
        const siteSets = await services.access.sitesBelow(groupIds);
        const allSites = [...new Set([...siteSets.values()].flat())];
        const grouped = bySite(await readSiteAggregates(services.db, services.sqlite, allSites));
        for (const [groupId, siteIds] of siteSets) data[groupId] = rollUp(siteIds.flatMap((s) => grouped.get(s) ?? []));
      }
      return { data, messageCenter: banner };
    },
  }),

  // spec 7 GET v2/sites/{id}/controlsource "response access; site views only; default none".
  defineRoute('getControlSource', {
    access: onObject('site', (i) => i.id, AccessLevel.ReadOnly),
    async handler({ input, services }) {
      // spec 3: schedule event while one runs, policy when one is set, else none.
      return { access: await controlSourceOf(services.db, input.id, services.now()) };
    },
  }),
];
