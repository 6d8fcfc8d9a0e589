// npm start: builds what is missing, then serves the shell on 8080 and each remote on its own port.
import { buildAll } from './build.mjs';
import { serveStatic } from './serve-static.cjs';
import { APPS, distDir } from './apps.mjs';

await buildAll();
const servers = [];
for (const app of APPS) {
  servers.push(await serveStatic({ dir: distDir(app), port: app.port, spa: app.isShell }));
  console.log(`${app.dir.padEnd(22)} http://localhost:${app.port}/`);
}
console.log('\nBESS Portal is running: open http://localhost:8080/ (Ctrl+C stops it)');

function stop() {
  for (const server of servers) server.close();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
