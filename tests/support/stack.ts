import type { Server } from 'node:http';
import path from 'node:path';
// The same static server that `npm start` uses.
import { serveStatic } from '../../scripts/serve-static.cjs';
import federation from '../../shared/federation.json';

import { API_URL, IDP_PORT, IDP_URL, PARTNER_BASE_PORT, ROOT, slotPort } from './api';

export { ROOT };

export type RemoteName = keyof typeof federation.remotes;
export const REMOTE_NAMES = Object.keys(federation.remotes) as RemoteName[];

/** The URLs of a served portal. */
export interface StackUrls {
  shellUrl: string;
  /** A partner's own web page (tests/embed) that mounts modules through their ./embed lifecycles. */
  partnerUrl: string;
  /** The URL of a remote's remoteEntry.js as the stack serves it. */
  remoteEntryUrl(name: RemoteName): string;
}

/** A portal this process serves: its remotes can be stopped and served again. */
export interface Stack extends StackUrls {
  /** Stops one remote's server (its tab must then fail alone). */
  stopRemote(name: RemoteName): Promise<void>;
  /** Starts it again, from its dist or from `dir`. */
  startRemote(name: RemoteName, dir?: string): Promise<void>;
  stop(): Promise<void>;
}

/** Additive settings of a stack (the faults suite points the shell at its own API or at a proxy). */
export interface StackOptions {
  /** The slot of ports (tests/support/api.ts: slotPort); 0, the shared stack's, when absent. */
  slot?: number;
  /** The API the shell calls (config.json's apiBaseUrl): another API process, or a proxy in front of one. */
  apiUrl?: string;
  /** The identity provider's port when the API is another process. */
  idpPort?: number;
  /** Where the shell fetches a remote's manifest from, instead of its own server (a proxy in front of it). */
  remoteManifests?: Partial<Record<RemoteName, string>>;
  /** More config.json fields (`statusPollMs`, `chunkLoadTimeoutMs`). */
  config?: Record<string, unknown>;
}

/** The origin of a remote's own static server in the stack of `slot`. */
export function remoteOrigin(name: RemoteName, slot = 0): string {
  return `http://localhost:${slotPort(federation.remotes[name].port, slot)}`;
}

/** The URLs of the stack in `slot`, served by whoever serves it (the shared one: the global set-up). */
export function stackUrls(slot = 0): StackUrls {
  const port = (base: number) => slotPort(base, slot);
  return {
    shellUrl: `http://localhost:${port(federation.shell.port)}`,
    partnerUrl: `http://localhost:${port(PARTNER_BASE_PORT)}/partner.html`,
    remoteEntryUrl: (name) => `${remoteOrigin(name, slot)}/remoteEntry.js`,
  };
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

/**
 * Serves the built shell and the six remotes on their e2e ports, with the shell's config.json pointing at them.
 * `remoteDirs` serves a remote from another folder (a fresh build of it, say).
 */
export async function startStack(
  remoteDirs: Partial<Record<RemoteName, string>> = {},
  options: StackOptions = {},
): Promise<Stack> {
  const slot = options.slot ?? 0;
  const port = (base: number) => slotPort(base, slot);
  const urls = stackUrls(slot);
  // The pages that load the remotes' files: the shell, and the partner page that embeds modules.
  const LOADERS = [urls.shellUrl, new URL(urls.partnerUrl).origin];
  const remotes = new Map<RemoteName, Server>();
  const dirs: Partial<Record<RemoteName, string>> = { ...remoteDirs };

  const startRemote = async (name: RemoteName, dir?: string) => {
    if (dir) dirs[name] = dir;
    const remote = federation.remotes[name];
    const served = dirs[name] ?? path.join(ROOT, remote.dir, 'dist');
    remotes.set(
      name,
      await serveStatic({ dir: served, port: port(remote.port), corsOrigins: LOADERS, embedOrigins: LOADERS }),
    );
  };
  for (const name of REMOTE_NAMES) await startRemote(name);

  const idpPort = options.idpPort ?? IDP_PORT;
  const config = {
    environment: 'local',
    apiBaseUrl: options.apiUrl ?? API_URL,
    termsNumber: 10,
    auth: {
      authority: options.idpPort ? `https://localhost:${idpPort}` : IDP_URL,
      clientId: 'bess-portal',
      scopes: ['openid', 'profile', 'email', 'offline_access', 'user_impersonation'],
      knownAuthorities: [`localhost:${idpPort}`],
    },
    remotes: Object.fromEntries(
      REMOTE_NAMES.map((name) => [
        name,
        options.remoteManifests?.[name] ?? `http://localhost:${port(federation.remotes[name].port)}/mf-manifest.json`,
      ]),
    ),
    ...options.config,
  };
  const shell = await serveStatic({
    dir: path.join(ROOT, 'shell', 'dist'),
    port: port(federation.shell.port),
    spa: true,
    overrides: { '/config.json': config },
  });

  // The partner's own page: its policy is the partner's business, not ours.
  const partner = await serveStatic({
    dir: path.join(ROOT, 'tests', 'embed'),
    port: port(PARTNER_BASE_PORT),
    csp: false,
  });

  return {
    ...urls,
    async stopRemote(name) {
      const server = remotes.get(name);
      remotes.delete(name);
      if (server) await close(server);
    },
    startRemote,
    async stop() {
      await Promise.all([...remotes.values(), shell, partner].map(close));
      remotes.clear();
    },
  };
}
