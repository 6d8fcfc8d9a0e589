// The security headers of the portal's static files (docs/deployment.md says what a production host must send).
// The shell's Content-Security-Policy is derived from its own config.json, so one build serves local, staging and
// production with a policy that names exactly the hosts that configuration uses.

/** Sent with every file of the shell, the remotes and their pages. */
const BASE_SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  // The map's tile server may ask where its tiles are shown; it learns the origin, never a path.
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/** The origin of an absolute URL (`https://tile.example.org/{z}/{x}/{y}.png` -> `https://tile.example.org`), or null. */
function originOf(url) {
  if (typeof url !== 'string') return null;
  try {
    const origin = new URL(url.replace(/\{[a-z]\}/g, 'x')).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

function directives(map) {
  return Object.entries(map)
    .map(([name, sources]) => [name, ...new Set(sources.filter(Boolean))].join(' '))
    .join('; ');
}

/**
 * The shell's policy for its config.json (`remotes`, `apiBaseUrl`, `auth.authority`, `mapTileUrl`): scripts only from
 * itself and the configured remotes (no inline script, no eval), calls only to itself, the API, the identity
 * provider and the remotes' manifests, frames only of the identity provider (MSAL's silent renewal), no plugins, no
 * <base>, and no page may frame the portal.
 */
function shellCsp(config) {
  const remotes = Object.values(config.remotes ?? {}).map(originOf);
  const api = originOf(config.apiBaseUrl);
  const idp = originOf(config.auth?.authority);
  const tiles = originOf(config.mapTileUrl);
  return directives({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes],
    // antd and the charts write their styles into <style> elements at run time (CSS-in-JS).
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', tiles],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", api, idp, ...remotes],
    'frame-src': [idp],
    'worker-src': ["'self'", 'blob:'],
    'form-action': ["'self'", idp],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
  });
}

/**
 * A remote's policy. Its files run inside the shell's page (or a partner's), under that page's policy; this one
 * governs the remote's own pages (its standalone index.html) and who may frame them: `frameAncestors`, the origins
 * allowed to embed it, from configuration ('none' when there are none).
 */
function remoteCsp({ frameAncestors = [] } = {}) {
  return directives({
    'default-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': frameAncestors.length > 0 ? frameAncestors : ["'none'"],
  });
}

/**
 * The origins allowed to embed the remotes (their frame-ancestors), from a comma-separated setting such as the
 * environment's EMBED_ORIGINS (`https://portal.example.com,https://partner.example.org`). Each must be a bare origin
 * (scheme, host, port; no path): anything else would widen or break the header, so it stops the server instead.
 * @param {string | undefined} setting
 * @returns {string[]}
 */
function parseEmbedOrigins(setting) {
  if (!setting || setting.trim() === '') return [];
  return setting.split(',').map((entry) => {
    const value = entry.trim();
    const origin = originOf(value);
    if (!origin || origin !== value.replace(/\/$/, '') || !/^https?:/.test(origin)) {
      throw new Error(`EMBED_ORIGINS: "${value}" is not an http(s) origin such as https://partner.example.org`);
    }
    return origin;
  });
}

module.exports = { BASE_SECURITY_HEADERS, originOf, shellCsp, remoteCsp, parseEmbedOrigins };
