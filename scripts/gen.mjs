// Regenerates everything derived from openapi/*.yaml, plus the route tree.
// Runs on npm install (prepare), and before dev, build and test.
//
// The OpenAPI generators (hey-api, orval, openapi-typescript) take a minute and a half on a 2-core machine, and
// `npm test` on a fresh checkout would run them a second time right after `npm ci`'s prepare did. So they run only
// when something they read changed since their last run: a hash of those inputs is kept beside the output.
// `npm run gen -- --force` runs them regardless. The route tree is cheap and always regenerated.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const services = JSON.parse(readFileSync('openapi/services.json', 'utf8'));
const bin = (name) => `node_modules/.bin/${name}`;
const run = (cmd, args) => execFileSync(bin(cmd), args, { stdio: ['ignore', 'inherit', 'inherit'] });

if (!existsSync(bin('orval'))) {
  console.log('gen: dependencies not installed yet, skipping');
  process.exit(0);
}

const generatedDir = 'src/api/generated';
const stampPath = join(generatedDir, '.inputs-hash');
// Everything the three generators read: the contract, their configs and the mock helpers the orval config imports,
// this script, and the installed generator versions (package-lock.json).
const inputs = [
  ...readdirSync('openapi')
    .filter((name) => /\.(ya?ml|json)$/.test(name))
    .sort()
    .map((name) => join('openapi', name)),
  'orval.config.ts',
  'openapi-ts.config.ts',
  'src/mocks/contract-patterns.ts',
  'src/mocks/mock-properties.ts',
  'scripts/gen.mjs',
  'package-lock.json',
];
const hash = createHash('sha256');
for (const path of inputs) {
  hash.update(path);
  hash.update(existsSync(path) ? readFileSync(path) : 'missing');
}
const inputsHash = hash.digest('hex');
const force = process.argv.includes('--force');
const upToDate =
  !force &&
  existsSync(stampPath) &&
  readFileSync(stampPath, 'utf8').trim() === inputsHash &&
  services.every((service) => existsSync(join(generatedDir, 'types', `${service}.d.ts`)));

if (upToDate) {
  console.log(
    'gen: the OpenAPI output is up to date with its inputs (npm run gen -- --force regenerates it)',
  );
} else {
  // The hey-api client first: orval bundles the mutator, which imports it.
  run('openapi-ts', []);
  run('orval', ['--config', 'orval.config.ts']);
  for (const service of services) {
    run('openapi-typescript', [
      `openapi/${service}.yaml`,
      '-o',
      `${generatedDir}/types/${service}.d.ts`,
      '--root-types',
    ]);
  }
  writeFileSync(stampPath, `${inputsHash}\n`);
}
run('tsr', ['generate']);
