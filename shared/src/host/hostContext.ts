import type { i18n as I18n } from 'i18next';
import type { createApiClient } from '../api/client';
import type { DateFormat, Role, SelectionType, SiteFeature, SnackbarLevel } from '../domain/enums';
import type { Hierarchy, LiveDataById } from '../domain/types';

export type ApiClient = ReturnType<typeof createApiClient>;

/** The signed-in user as the shell knows them (spec 3 User plus the role of ARCHITECTURE 8). */
export interface HostUser {
  userName: string;
  userEmail: string;
  language: string | null;
  dateFormat: DateFormat;
  /** Best numeric access level; 100 is the transient loading level (spec 6). */
  userAccessLevelNumber: number;
  role: Role | null;
  isInstaller: boolean;
  /** spec 6: "at least" check on the role order Admin < PartnerAdmin < SuperAdmin. */
  isAtLeast(role: Role): boolean;
  /** spec 6: "exactly" check. */
  isExactly(role: Role): boolean;
}

/** What is selected, resolved against the configuration. */
export interface HostSelection {
  id: string | null;
  selectionType: SelectionType;
  /** Display name of the selected group, site or device; null when nothing is selected. */
  name: string | null;
}

/** One snackbar (spec 8: success, warning, error; auto-hide after SNACKBAR_AUTO_HIDE_MS). */
export interface Notification {
  level: SnackbarLevel;
  message: string;
}

/** The shell's polled live status (spec 7 polling); empty where nothing polls (an embedded module). */
export interface HostLiveStatus {
  /** Live data by group, site or device id, as last polled; ids not polled are absent. */
  byId: LiveDataById;
  /** When the newest status answer arrived (epoch ms), or null before the first. */
  updatedAt: number | null;
  /** Older than two poll cycles (a failed poll, a hidden browser tab). */
  isStale: boolean;
  /** Why the last status poll failed (an ApiError: `errorMessageKey` gives its spec 8 text), or null once one answers. */
  error?: unknown;
}

/** Settings of the deployment (the shell's config.json) that modules need. */
export interface HostSettings {
  /** Tile URL template of the map ({z}/{x}/{y}); null: no tiles, markers only. */
  mapTileUrl: string | null;
}

/**
 * The host contract (ARCHITECTURE 3): everything the shell gives a remote. The shell owns all of it; remotes read
 * it and call its actions. It grows only by addition.
 */
export interface HostContextValue {
  /** null until sign-in and configuration load have finished. */
  user: HostUser | null;
  /** Groups, sites and devices the user may see, resolved. Empty before configuration load. */
  configuration: Hierarchy;
  selection: HostSelection;
  /** spec 4: selecting the same item again clears the selection. */
  select(id: string | null): void;
  /** Feature flags of the selection (spec 3: groups have all but Basic). */
  features: readonly SiteFeature[];
  api: ApiClient;
  i18n: I18n;
  notify(notification: Notification): void;
  navigate(to: string): void;
  /** spec 2: below 900 px. */
  isMobile: boolean;
  /** Timezone of the selected site (or the site of the selected device); spec 3 default GMT. */
  timezone: string;
  /** The shell's polled live status. */
  live: HostLiveStatus;
  /** Deployment settings. */
  settings: HostSettings;
  /**
   * The share token of an anonymous dashboard link (spec 1), when that is how the module was opened: no one is
   * signed in, the API client sends this token, and only that dashboard may be read. Null otherwise.
   */
  shareToken: string | null;
  /**
   * The colour scheme the portal is drawn in (the user's theme, or the device's when the user chose System),
   * for what antd's theme does not reach: charts, SVG pictures. Absent means light.
   */
  colorScheme?: ColorScheme;
  /**
   * The devices the sidebar list shows now, after its search and filters, read when called (a fleet-wide action takes
   * "the list's current filter" this way). Absent where there is no list (a shared dashboard, an embed).
   */
  listedDeviceIds?: () => readonly string[];
}

/** The two schemes the portal draws in. */
export type ColorScheme = 'light' | 'dark';
