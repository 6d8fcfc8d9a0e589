import federation from '../federation.json';

/** Container names of the six remotes (ARCHITECTURE 2), defined once: the webpack configs read the same JSON. */
export type RemoteName = keyof typeof federation.remotes;

export interface RemoteDescriptor {
  /** Workspace folder of the remote. */
  dir: string;
  /** Local port of its static server (ARCHITECTURE 6). */
  port: number;
  // The modules a remote exposes are declared in its own webpack.config.js, not here.
}

export const REMOTES: Readonly<Record<RemoteName, RemoteDescriptor>> = federation.remotes;
export const REMOTE_NAMES = Object.keys(federation.remotes) as RemoteName[];
export const SHELL_PORT = federation.shell.port;

/** The manifest URL a local static server of the remote answers. */
export function localManifestUrl(remote: RemoteName, host = 'localhost'): string {
  return `http://${host}:${REMOTES[remote].port}/mf-manifest.json`;
}
