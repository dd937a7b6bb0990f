// The site's parts run as an operator runs them (docs/deploy.md): `npm run --silent <script> [-- args]`, each leading
// a process group of its own, so what is left of it can be seen and cleared; its stdout and stderr are kept apart.
import { spawn } from 'node:child_process';
import path from 'node:path';

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
/** Bounds on the polls of a part (counts, not durations). */
const MAX_POLLS = 300;
export const pause = () => new Promise((r) => setTimeout(r, 200));

export function npmRun(script: string, env: NodeJS.ProcessEnv, args: string[] = []) {
  const child = spawn('npm', ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])], {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = { stdout: '', stderr: '' };
  child.stdout!.on('data', (d) => (output.stdout += d));
  child.stderr!.on('data', (d) => (output.stderr += d));
  // 'close': npm and the part it runs have both exited (the part's last words included). 'exit': npm alone has,
  // whatever it left running (which may hold the pipes open).
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  const npmExited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { script: [script, ...args].join(' '), child, exited, npmExited, output, text: () => `${output.stdout}${output.stderr}` };
}
export type Part = ReturnType<typeof npmRun>;

/** Waits until `url` answers 2xx; a part that exits first fails at once, with what it wrote. */
export async function answers(url: string, part: Part) {
  for (let i = 0; i < MAX_POLLS; i++) {
    if (part.child.exitCode !== null || part.child.signalCode !== null) throw new Error(`${part.script} exited:\n${part.text()}`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await pause();
  }
  throw new Error(`${url} did not answer:\n${part.text()}`);
}
