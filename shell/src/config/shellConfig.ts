import { API_TIMEOUT_MS, CHUNK_LOAD_TIMEOUT_MS, REMOTE_NAMES, STATUS_POLL_MS, type RemoteName } from '@bess/shared';

/** The shell's run-time configuration, read from config.json at start-up (ARCHITECTURE 6). */
export interface ShellConfig {
  /** Drives the coloured border: local and staging get one (spec 2). */
  environment: 'local' | 'staging' | 'production';
  apiBaseUrl: string;
  /** spec 9: the newest terms number is a configuration value. */
  termsNumber: number;
  /** Remote container name -> URL of its mf-manifest.json. */
  remotes: Record<RemoteName, string>;
  /** The identity provider (spec 7: sign-in through an external provider; locally the server's own). */
  auth: AuthConfig;
  /** Feature switches of this deployment. */
  features: FeatureConfig;
  /** Tile URL template of the map ({z}/{x}/{y}); null: the map shows its markers without tiles. */
  mapTileUrl: string | null;
  /**
   * The status poll cycle (spec 9: 60 s), `statusPollMs` in config.json. Only tests shorten it, so that a fault and its
   * recovery fit in seconds.
   */
  statusPollMs: number;
  /** How long a remote's files may take before the tab shows its error and Retry (spec 9: 120 s), `chunkLoadTimeoutMs`. */
  chunkLoadTimeoutMs: number;
  /** How long an API call may take before it fails with spec 8's timeout text (60 s), `apiTimeoutMs`. */
  apiTimeoutMs: number;
}

/** Switches of features that a deployment may turn off (spec 2: "data: when the data feature is on"). */
export interface FeatureConfig {
  /** The data (telemetry) tab; on unless config.json says `"features": { "data": false }`. */
  data: boolean;
}

export interface AuthConfig {
  /** The provider's issuer URL; MSAL refuses anything but https. */
  authority: string;
  clientId: string;
  /** spec 7: "Scope: user impersonation", plus what the provider needs for a refresh token. */
  scopes: string[];
  /** Hosts MSAL may trust as the authority (a non-Microsoft provider must be listed). */
  knownAuthorities: string[];
}

const ENVIRONMENTS = ['local', 'staging', 'production'] as const;

/** Checks an untrusted config.json body; throws an Error naming the first bad field. */
export function parseShellConfig(raw: unknown): ShellConfig {
  if (typeof raw !== 'object' || raw === null) throw new Error('config.json: expected an object');
  const value = raw as Record<string, unknown>;
  const environment = value.environment;
  if (typeof environment !== 'string' || !(ENVIRONMENTS as readonly string[]).includes(environment)) {
    throw new Error(`config.json: environment must be one of ${ENVIRONMENTS.join(', ')}`);
  }
  if (typeof value.apiBaseUrl !== 'string' || !isUrl(value.apiBaseUrl)) {
    throw new Error('config.json: apiBaseUrl must be an absolute URL');
  }
  if (typeof value.termsNumber !== 'number' || !Number.isInteger(value.termsNumber) || value.termsNumber < 0) {
    throw new Error('config.json: termsNumber must be a whole number, 0 or more');
  }
  const remotes = value.remotes;
  if (typeof remotes !== 'object' || remotes === null) throw new Error('config.json: remotes must be an object');
  const remoteUrls = remotes as Record<string, unknown>;
  for (const name of REMOTE_NAMES) {
    const url = remoteUrls[name];
    if (typeof url !== 'string' || !isUrl(url)) throw new Error(`config.json: remotes.${name} must be an absolute URL`);
  }
  const auth = parseAuthConfig(value.auth);
  return {
    auth,
    features: parseFeatures(value.features),
    mapTileUrl: parseMapTileUrl(value.mapTileUrl),
    statusPollMs: parseDuration(value, 'statusPollMs', STATUS_POLL_MS),
    chunkLoadTimeoutMs: parseDuration(value, 'chunkLoadTimeoutMs', CHUNK_LOAD_TIMEOUT_MS),
    apiTimeoutMs: parseDuration(value, 'apiTimeoutMs', API_TIMEOUT_MS),
    environment: environment as ShellConfig['environment'],
    apiBaseUrl: value.apiBaseUrl,
    termsNumber: value.termsNumber,
    remotes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, remoteUrls[name] as string])) as Record<
      RemoteName,
      string
    >,
  };
}

/** A duration in ms of at least one second (a shorter poll cycle would flood the API); the spec's value if absent. */
function parseDuration(value: Record<string, unknown>, field: string, fallback: number): number {
  const raw = value[field];
  if (raw === undefined) return fallback;
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < 1000) {
    throw new Error(`config.json: ${field} must be a whole number of milliseconds, 1000 or more`);
  }
  return raw;
}

function parseMapTileUrl(raw: unknown): string | null {
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== 'string' || !raw.includes('{z}') || !raw.includes('{x}') || !raw.includes('{y}')) {
    throw new Error('config.json: mapTileUrl must be a URL template with {z}, {x} and {y}');
  }
  return raw;
}

function parseFeatures(raw: unknown): FeatureConfig {
  if (raw === undefined) return { data: true };
  if (typeof raw !== 'object' || raw === null) throw new Error('config.json: features must be an object');
  const data = (raw as Record<string, unknown>).data;
  if (data !== undefined && typeof data !== 'boolean')
    throw new Error('config.json: features.data must be true or false');
  return { data: data ?? true };
}

function parseAuthConfig(raw: unknown): AuthConfig {
  if (typeof raw !== 'object' || raw === null) throw new Error('config.json: auth must be an object');
  const auth = raw as Record<string, unknown>;
  if (typeof auth.authority !== 'string' || !isUrl(auth.authority) || !auth.authority.startsWith('https://')) {
    throw new Error('config.json: auth.authority must be an https URL');
  }
  if (typeof auth.clientId !== 'string' || auth.clientId === '')
    throw new Error('config.json: auth.clientId is required');
  const strings = (field: string) => {
    const list = auth[field];
    if (!Array.isArray(list) || !list.every((item) => typeof item === 'string' && item !== '')) {
      throw new Error(`config.json: auth.${field} must be a list of texts`);
    }
    return list as string[];
  };
  return {
    authority: auth.authority,
    clientId: auth.clientId,
    scopes: strings('scopes'),
    knownAuthorities: strings('knownAuthorities'),
  };
}

function isUrl(text: string): boolean {
  try {
    new URL(text);
    return true;
  } catch {
    return false;
  }
}

/** Fetches config.json beside the shell's index.html, never from a cache, so a redeploy takes effect on reload. */
export async function fetchShellConfig(
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
  url = '/config.json',
): Promise<ShellConfig> {
  const response = await fetchImpl(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`);
  return parseShellConfig(await response.json());
}
