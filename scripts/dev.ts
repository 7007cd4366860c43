/**
 * `npm run dev`: the API server with reload (tsx watch) and Vite's dev server with hot reload, which proxies
 * /api to it. Ctrl-C stops both.
 */
import { spawn, type ChildProcess } from 'node:child_process';

const port = process.env.PORT ?? '8080';
const children: ChildProcess[] = [
  spawn('node_modules/.bin/tsx', ['watch', '--clear-screen=false', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: port, DIST_DIR: 'no-client-in-dev' },
  }),
  spawn('node_modules/.bin/vite', [], { stdio: 'inherit', env: { ...process.env, PORT: port } }),
];

function stop(code = 0) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());
