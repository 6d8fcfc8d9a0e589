import type { ServerConfig } from '../config';
import type { Services } from '../services/services';

/** The local OpenID Connect provider on https://localhost:4443; resolves with a stop function. */
export async function startIdentityProvider(_config: ServerConfig, _services: Services): Promise<() => Promise<void>> {
  throw new Error('idp: startIdentityProvider is being written (issue 3)');
}
