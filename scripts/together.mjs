// `node scripts/together.mjs lint typecheck`: runs the named npm scripts side by side and fails when any fails. Each
// script's output is printed whole when it ends, so that the two do not interleave. On two cores, eslint and tsc (each
// one thread) take the time of the longer instead of the sum.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
const runs = names.map(
  (name) =>
    new Promise((resolve) => {
      const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
      const output = [];
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      child.on('close', (code) => {
        process.stdout.write(`\n> ${name}\n`);
        process.stdout.write(Buffer.concat(output));
        if (code !== 0) process.stdout.write(`${name} FAILED (exit ${code})\n`);
        resolve(code ?? 1);
      });
    }),
);
const codes = await Promise.all(runs);
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
