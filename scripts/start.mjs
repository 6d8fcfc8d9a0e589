// npm start: builds what is missing, starts the API (with its identity provider and simulated fleet), then serves
// the shell on 8080 and each remote on its own port.
import { buildAll } from './build.mjs';
import { serveStatic } from './serve-static.cjs';
import { startApiProcess } from './api-process.cjs';
import securityHeaders from './securityHeaders.cjs';
import { APPS, distDir } from './apps.mjs';

const API_URL = 'http://localhost:3000';
/** The remotes' files are fetched cross-origin by the shell only (CORS allows nobody else). */
const SHELL_ORIGIN = `http://localhost:${APPS.find((a) => a.isShell).port}`;

/** Who may frame a remote's own pages: the shell, and the partner sites of EMBED_ORIGINS. */
const EMBED_ORIGINS = [SHELL_ORIGIN, ...securityHeaders.parseEmbedOrigins(process.env.EMBED_ORIGINS)];

const apiStarting = startApiProcess();
await buildAll();
const servers = [];
for (const app of APPS) {
  servers.push(
    await serveStatic({
      dir: distDir(app),
      port: app.port,
      spa: app.isShell,
      corsOrigins: [SHELL_ORIGIN],
      embedOrigins: EMBED_ORIGINS,
    }),
  );
  console.log(`${app.dir.padEnd(22)} http://localhost:${app.port}/`);
}
const api = await apiStarting;
console.log(`${'API'.padEnd(22)} ${API_URL}/`);
console.log(`${'identity provider'.padEnd(22)} https://localhost:4443/ (open it once and accept its certificate)`);
console.log(
  '\nBESS Portal is running: open http://localhost:8080/ and sign in as owner@demo.test / demo (Ctrl+C stops it)',
);

function stop() {
  for (const server of servers) server.close();
  void api.stop().then(() => process.exit(0));
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
