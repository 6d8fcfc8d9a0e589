import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { CHUNK_LOAD_TIMEOUT_MS, STATUS_POLL_MS, type ExposedModule, type RemoteName } from '@bess/shared';

let registered: Record<RemoteName, string> | null = null;
/** spec 9's chunk load timeout, unless config.json sets another (`chunkLoadTimeoutMs`). */
let chunkLoadTimeoutMs = CHUNK_LOAD_TIMEOUT_MS;
/** How soon a failed tab tries its remote again by itself: one status poll cycle (spec 9: 60 s, or config.json's). */
let autoRetryMs = STATUS_POLL_MS;

export interface RemoteTimings {
  chunkLoadTimeoutMs?: number;
  autoRetryMs?: number;
}

/** Registers the remotes of config.json at run time (ARCHITECTURE 2): nothing is fetched until a tab needs it. */
export function registerRemotesFromConfig(remotes: Record<RemoteName, string>, timings: RemoteTimings = {}): void {
  registered = remotes;
  chunkLoadTimeoutMs = timings.chunkLoadTimeoutMs ?? CHUNK_LOAD_TIMEOUT_MS;
  autoRetryMs = timings.autoRetryMs ?? STATUS_POLL_MS;
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
}

/** How long a tab whose remote failed waits before it tries again by itself. */
export function remoteAutoRetryMs(): number {
  return autoRetryMs;
}

/**
 * Forgets what the runtime cached about one remote (its manifest and any failed load), so that the next load really
 * goes back to the network. Used by Retry.
 */
export function resetRemote(remote: RemoteName): void {
  if (!registered) return;
  registerRemotes([{ name: remote, entry: registered[remote] }], { force: true });
}

/**
 * Starts loading one exposed module without waiting for it (ARCHITECTURE 2: preload the remote of the route being
 * opened), so that its files arrive while sign-in and the configuration load are under way. A failure here is left
 * to the tab's own load, which shows it and offers Retry.
 */
export function preloadRemoteModule<R extends RemoteName>(remote: R, exposed: ExposedModule<R>): void {
  loadRemote(`${remote}/${exposed}`).catch(() => undefined);
}

/**
 * Loads one exposed module, failing after the spec's chunk load timeout (spec 9: 120 s, or config.json's), so that a
 * remote whose files hang shows its error and Retry instead of loading forever.
 *
 * Module Federation's retry plugin (`@module-federation/retry-plugin`) does not fit here: it repeats a failed fetch
 * or entry script by itself a fixed number of times, so the tab's error panel shows late; it sets no limit on a load
 * that hangs, which spec 9's timeout needs; and its only published line (0.x) depends on another version of the
 * federation sdk than @module-federation/enhanced 2.9.2 uses. The runtime's `errorLoadRemote` hook answers a failed
 * load with a stand-in module, while the tab needs the failure itself: its error boundary shows the panel, and Retry
 * (or the retry after a poll cycle) loads again from the network (RemoteModule).
 */
export async function loadRemoteModule<T>(
  remote: RemoteName,
  exposed: string,
  timeoutMs = chunkLoadTimeoutMs,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(`${remote}/${exposed}`, 'timeout')), timeoutMs);
  });
  try {
    const module = await Promise.race([loadRemote<T>(`${remote}/${exposed}`), timeout]);
    if (!module) throw new ChunkLoadError(`${remote}/${exposed}`, 'empty');
    return module;
  } catch (error) {
    if (error instanceof ChunkLoadError) throw error;
    throw new ChunkLoadError(`${remote}/${exposed}`, error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
  }
}

/** spec 8: a script chunk failing to load raises ChunkLoadError. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    readonly request: string,
    readonly reason: string,
  ) {
    super(`Loading ${request} failed: ${reason}`);
  }
}
