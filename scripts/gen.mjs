// Regenerates everything derived from openapi/*.yaml, plus the route tree.
// Runs on npm install (prepare), and before dev, build and test.
import { execFileSync } from 'node:child_process';
import { readFileSync, existsSync } from 'node:fs';

const services = JSON.parse(readFileSync('openapi/services.json', 'utf8'));
const bin = (name) => `node_modules/.bin/${name}`;
const run = (cmd, args) => execFileSync(bin(cmd), args, { stdio: ['ignore', 'inherit', 'inherit'] });

if (!existsSync(bin('orval'))) {
  console.log('gen: dependencies not installed yet, skipping');
  process.exit(0);
}
// The hey-api client first: orval bundles the mutator, which imports it.
run('openapi-ts', []);
run('orval', ['--config', 'orval.config.ts']);
for (const service of services) {
  run('openapi-typescript', [`openapi/${service}.yaml`, '-o', `src/api/generated/types/${service}.d.ts`, '--root-types']);
}
run('tsr', ['generate']);
