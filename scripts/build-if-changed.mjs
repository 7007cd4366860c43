// `npm start`: builds (npm run build) only when the client or server sources changed since the last build,
// so a restart is a start, not a rebuild. The build's stamp is dist-server/main.js; inputs are everything the
// client and server builds read from the project (sources, contract, configuration, dependencies).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const outputs = ['dist/index.html', 'dist-server/main.js'].map((file) => join(root, file));
const inputs = [
  'src',
  'openapi',
  'public',
  'drizzle',
  'index.html',
  'vite.config.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
];
// Written by the build itself (code generation), so not a reason to build again.
const generated = [join(root, 'src/api/generated'), join(root, 'src/routeTree.gen.ts')];

function newest(path) {
  if (!existsSync(path) || generated.includes(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), stat.mtimeMs);
}

const built = outputs.every((file) => existsSync(file))
  ? Math.min(...outputs.map((file) => statSync(file).mtimeMs))
  : 0;
const changed = Math.max(...inputs.map((input) => newest(join(root, input))));
if (built && changed <= built) {
  console.log('Build is up to date (no source changed since); starting.');
} else {
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
