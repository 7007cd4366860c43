// `npm run check`: the typecheck and the lint at the same time. Each is single-threaded and takes minutes, so on
// a machine with two cores (CI's) running them side by side saves the shorter one's time. Each one's output is
// printed whole once it ends (not interleaved), and the script fails when either fails.
import { spawn } from 'node:child_process';

const checks = [
  ['typecheck', 'tsc', ['-p', 'tsconfig.json']],
  ['lint', 'eslint', ['.', '--max-warnings', '0']],
];

function run([name, command, args]) {
  const started = Date.now();
  return new Promise((resolve) => {
    // npx finds the project's own binaries; a shell is needed on Windows for the .cmd shims.
    const child = spawn('npx', ['--no-install', command, ...args], { shell: process.platform === 'win32' });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    let finished = false;
    const finish = (code, error) => {
      // A spawn failure is followed by 'close' too: report once.
      if (finished) return;
      finished = true;
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      const status = code === 0 ? 'passed' : `failed (${error ?? `exit code ${code}`})`;
      process.stdout.write(`\n── ${name}: ${status} in ${seconds} s\n${output}`);
      resolve(code === 0);
    };
    child.on('error', (error) => finish(1, error.message));
    child.on('close', (code) => finish(code ?? 1));
  });
}

const results = await Promise.all(checks.map(run));
process.exitCode = results.every(Boolean) ? 0 : 1;
