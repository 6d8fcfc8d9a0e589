import https from 'node:https';
import type { ServerConfig } from '../config';
import type { Services } from '../services/services';
import { trustIssuerCertificate } from '../services/tokenVerifier';
import { createInteractionHandler } from './interactions';
import { createProvider } from './provider';
import { ensureIdpSecrets } from './secrets';

export { setPassword, checkCredentials } from './passwords';
export { idpCertificatePath, ensureIdpSecrets } from './secrets';
export { PORTAL_CLIENT_ID, portalRedirectUris } from './provider';

/** The local OpenID Connect provider on https://localhost:4443; resolves with a stop function. */
export async function startIdentityProvider(config: ServerConfig, services: Services): Promise<() => Promise<void>> {
  const secrets = await ensureIdpSecrets(config, services.db);
  const provider = createProvider(config, services.db, secrets);
  const interactions = createInteractionHandler(
    provider,
    services.db,
    config.portalOrigins,
    undefined,
    config.trustedProxies ?? [],
  );
  const callback = provider.callback();
  const server = https.createServer({ key: secrets.key, cert: secrets.cert }, (req, res) => {
    // Several replicas behind one proxy: which one answered, as the API says it.
    if (config.replicaName) res.setHeader('X-Replica', config.replicaName);
    interactions(req, res)
      .then((handled) => {
        if (!handled) return callback(req, res);
      })
      .catch(() => {
        if (!res.headersSent) res.writeHead(500).end();
      });
  });
  // The API in this process fetches the JWKS from here: it must trust the certificate it has just made.
  trustIssuerCertificate(config.issuer, secrets.cert);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.idpListenPort ?? config.idpPort, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return () =>
    new Promise<void>((resolve, reject) => {
      server.close((err) => (err ? reject(err) : resolve()));
      server.closeAllConnections();
    });
}
