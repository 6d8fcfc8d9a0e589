import { AccessLevel, isAtLeast, type AdminRole } from '@bess/shared/domain';
import type { Db } from '../db/database';

export type ObjectType = 'site' | 'group' | 'device';

/** The signed-in caller, as the auth plugin resolved them from the access token. */
export interface AuthUser {
  userId: string;
  email: string;
  userName: string;
  role: AdminRole | null;
  isInstaller: boolean;
}

interface Tree {
  groupParent: Map<string, string | null>;
  siteGroup: Map<string, string | null>;
  deviceSite: Map<string, string | null>;
  childGroups: Map<string, string[]>;
  groupSites: Map<string, string[]>;
  siteDevices: Map<string, string[]>;
  /** A super admin's visibility (the whole fleet), built once per tree: it depends on nothing else. */
  everything?: Visibility;
}

/** What a user may see: every visible id with the user's best (lowest) level on it. */
export interface Visibility {
  groups: Map<string, number>;
  sites: Map<string, number>;
  devices: Map<string, number>;
}

/**
 * Who may see and do what, per object (ARCHITECTURE 5): grants on a group reach its sub-groups, their sites and
 * devices; a grant on a site reaches its devices. Expired, not yet started and removed grants give nothing. Super
 * admins see the whole fleet. The fleet's shape is cached in memory and rebuilt after any change to it.
 */
export class AccessService {
  private tree: Tree | null = null;
  /** fleet_shape's version when the tree was read. */
  private treeVersion: number | null = null;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  /** Call after creating, moving or deleting a group, site or device. */
  invalidate(): void {
    this.tree = null;
  }

  private async loadTree(): Promise<Tree> {
    // Another replica may have changed the tree (invalidate() tells only this process). Triggers move
    // fleet_shape's version on with every change of it, so one read of one row says whether the copy is still the
    // fleet's: a site made on one replica is visible on the next call, whichever replica answers it. The version is
    // read before the tree: a change between the two reads is seen again on the next call.
    const shape = await this.db.selectFrom('fleet_shape').select('version').where('id', '=', 1).executeTakeFirst();
    const version = Number(shape?.version ?? 0);
    if (this.tree && this.treeVersion === version) return this.tree;
    const [groups, sites, devices] = await Promise.all([
      this.db.selectFrom('site_groups').select(['siteGroupId', 'parentId']).execute(),
      this.db.selectFrom('sites').select(['siteId', 'parentId']).execute(),
      this.db.selectFrom('devices').select(['deviceId', 'siteId']).execute(),
    ]);
    const push = (map: Map<string, string[]>, key: string, value: string) => {
      const list = map.get(key);
      if (list) list.push(value);
      else map.set(key, [value]);
    };
    const tree: Tree = {
      groupParent: new Map(groups.map((g) => [g.siteGroupId, g.parentId])),
      siteGroup: new Map(sites.map((s) => [s.siteId, s.parentId])),
      deviceSite: new Map(devices.map((d) => [d.deviceId, d.siteId])),
      childGroups: new Map(),
      groupSites: new Map(),
      siteDevices: new Map(),
    };
    for (const g of groups) if (g.parentId) push(tree.childGroups, g.parentId, g.siteGroupId);
    for (const s of sites) if (s.parentId) push(tree.groupSites, s.parentId, s.siteId);
    for (const d of devices) if (d.siteId) push(tree.siteDevices, d.siteId, d.deviceId);
    this.tree = tree;
    this.treeVersion = version;
    return tree;
  }

  /** The user's active grants (spec 3: time-limited access; removed access grants nothing). */
  private async activeGrants(userId: string) {
    const now = this.now().toISOString();
    return this.db
      .selectFrom('access')
      .select(['objectType', 'objectId', 'level'])
      .where('userId', '=', userId)
      .where('removed', '=', 0)
      .where('startTime', '<=', now)
      .where((eb) => eb.or([eb('endTime', 'is', null), eb('endTime', '>', now)]))
      .execute();
  }

  /**
   * The sites below each group, its sub-groups' included (GET /groupStatus sums them), from the same copy of the
   * fleet's shape as the access checks.
   */
  async sitesBelow(groupIds: readonly string[]): Promise<Map<string, string[]>> {
    const tree = await this.loadTree();
    const below = (groupId: string, seen: Set<string>): string[] => {
      if (seen.has(groupId)) return [];
      seen.add(groupId);
      return [
        ...(tree.groupSites.get(groupId) ?? []),
        ...(tree.childGroups.get(groupId) ?? []).flatMap((child) => below(child, seen)),
      ];
    };
    return new Map(groupIds.map((id) => [id, below(id, new Set())]));
  }

  /**
   * Every group, site and device the user may see, with their best level on each. The answer is shared between
   * calls (a super admin's is cached with the fleet's shape): read it, never change it.
   */
  async visibility(user: AuthUser): Promise<Visibility> {
    const tree = await this.loadTree();
    if (isAtLeast(user.role, 'SuperAdmin')) {
      // POST /sitestatus for 1,000 sites polls this for 11,000 ids; the whole fleet is built once per shape
      // and cleared with it by invalidate().
      if (!tree.everything) {
        tree.everything = {
          groups: new Map([...tree.groupParent.keys()].map((id) => [id, AccessLevel.SuperAdmin])),
          sites: new Map([...tree.siteGroup.keys()].map((id) => [id, AccessLevel.SuperAdmin])),
          devices: new Map([...tree.deviceSite.keys()].map((id) => [id, AccessLevel.SuperAdmin])),
        };
      }
      return tree.everything;
    }
    const result: Visibility = { groups: new Map(), sites: new Map(), devices: new Map() };
    const keep = (map: Map<string, number>, id: string, level: number) => {
      const current = map.get(id);
      if (current === undefined || level < current) map.set(id, level);
    };
    const addSite = (siteId: string, level: number) => {
      if (!tree.siteGroup.has(siteId)) return;
      keep(result.sites, siteId, level);
      for (const deviceId of tree.siteDevices.get(siteId) ?? []) keep(result.devices, deviceId, level);
    };
    const addGroup = (groupId: string, level: number, seen = new Set<string>()) => {
      if (!tree.groupParent.has(groupId) || seen.has(groupId)) return;
      seen.add(groupId);
      keep(result.groups, groupId, level);
      for (const siteId of tree.groupSites.get(groupId) ?? []) addSite(siteId, level);
      for (const child of tree.childGroups.get(groupId) ?? []) addGroup(child, level, seen);
    };
    for (const grant of await this.activeGrants(user.userId)) {
      if (grant.objectType === 'group') addGroup(grant.objectId, grant.level);
      else if (grant.objectType === 'site') addSite(grant.objectId, grant.level);
      else if (tree.deviceSite.has(grant.objectId)) keep(result.devices, grant.objectId, grant.level);
    }
    return result;
  }

  /** The user's best level on one object, or null when they may not see it at all. */
  async levelOn(user: AuthUser, type: ObjectType, id: string): Promise<number | null> {
    const visible = await this.visibility(user);
    const map = type === 'group' ? visible.groups : type === 'site' ? visible.sites : visible.devices;
    return map.get(id) ?? null;
  }

  /**
   * The object and everything above it, nearest first: a device, its site and the site's groups up to the top; a
   * site and its groups; a group and its parents. A grant on any of them reaches the object.
   */
  async chainOf(type: ObjectType, id: string): Promise<{ type: ObjectType; id: string }[]> {
    const tree = await this.loadTree();
    const chain: { type: ObjectType; id: string }[] = [{ type, id }];
    let groupId: string | null | undefined = null;
    if (type === 'device') {
      const siteId = tree.deviceSite.get(id);
      if (siteId) {
        chain.push({ type: 'site', id: siteId });
        groupId = tree.siteGroup.get(siteId);
      }
    } else if (type === 'site') groupId = tree.siteGroup.get(id);
    else groupId = tree.groupParent.get(id);
    const seen = new Set<string>();
    for (; groupId && !seen.has(groupId); groupId = tree.groupParent.get(groupId)) {
      seen.add(groupId);
      chain.push({ type: 'group', id: groupId });
    }
    return chain;
  }

  /** Does the object exist at all (whoever may see it)? */
  async exists(type: ObjectType, id: string): Promise<boolean> {
    const tree = await this.loadTree();
    const map = type === 'group' ? tree.groupParent : type === 'site' ? tree.siteGroup : tree.deviceSite;
    return map.has(id);
  }

  /** The kind of an id: a group, a site or a device, or null when it is none of them. */
  async kindOf(id: string): Promise<ObjectType | null> {
    const tree = await this.loadTree();
    if (tree.groupParent.has(id)) return 'group';
    if (tree.siteGroup.has(id)) return 'site';
    if (tree.deviceSite.has(id)) return 'device';
    return null;
  }
}
