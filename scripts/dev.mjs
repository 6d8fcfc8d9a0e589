// npm run dev: the webpack dev server of the shell and of every remote, each on its own port (development builds).
import path from 'node:path';
import { spawn } from 'node:child_process';
import { APPS, ROOT, appDir } from './apps.mjs';

const webpackBin = path.join(ROOT, 'node_modules', 'webpack', 'bin', 'webpack.js');
const children = APPS.map((app) => {
  const child = spawn(process.execPath, [webpackBin, 'serve', '--mode', 'development'], {
    cwd: appDir(app),
    stdio: 'inherit',
  });
  console.log(`${app.dir.padEnd(22)} http://localhost:${app.port}/`);
  return child;
});

function stop() {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
