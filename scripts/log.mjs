// The log of every part but the API (which has pino): the database's supervisor, the shell's and the remotes'
// servers and the start commands. For a person, the plain lines of `console`; in production (NODE_ENV=production)
// one JSON line per message, shaped as the API's pino lines are (`level` in pino's numbers, `time` in epoch ms,
// `service`, `msg`, an error under `err`), so one log collector reads every part (docs/deploy.md, "Logs").
import { createInterface } from 'node:readline';
import { format } from 'node:util';

const LEVELS = { info: 30, warn: 40, error: 50, fatal: 60 };

export const logsAsJson = (env = process.env) => env.NODE_ENV === 'production';

/** One log line of `args` as console would join them; an Error among them goes under `err`, with its stack. */
export function jsonLine(level, service, args) {
  const err = args.find((a) => a instanceof Error);
  const text = format(...args.filter((a) => a !== err)).trim();
  const msg = err ? [text, err.message].filter(Boolean).join(' ') : text;
  const error = err ? { err: { type: err.name, message: err.message, stack: err.stack } } : {};
  return `${JSON.stringify({ level: LEVELS[level], time: Date.now(), service, msg, ...error })}\n`;
}

/**
 * In production, this process's console writes JSON lines as `service` (log, info and debug at info on stdout, warn
 * and error on stderr), and so do Node's warnings and an uncaught error (fatal, then exit 1, as Node would). Code
 * that logs with console (the shell's server build too) needs nothing else. Elsewhere nothing changes.
 */
export function logAsJsonInProduction(service, env = process.env) {
  if (!logsAsJson(env)) return;
  const writer =
    (level, stream = process.stderr) =>
    (...args) =>
      stream.write(jsonLine(level, service, args));
  console.log = console.info = console.debug = writer('info', process.stdout);
  console.warn = writer('warn');
  console.error = writer('error');
  // Node prints its warnings through a listener of its own: replaced by one that logs them.
  process.removeAllListeners('warning');
  process.on('warning', (warning) => console.warn(`${warning.name}: ${warning.message}`));
  process.on('uncaughtException', (err) => {
    process.stderr.write(jsonLine('fatal', service, [err]));
    process.exit(1);
  });
}

/** Logs each line a child process writes to `stream` (its own log), prefixed with its name. */
export function logLinesOf(stream, name, level = 'error') {
  createInterface({ input: stream }).on('line', (line) => line.trim() && console[level](`${name}: ${line}`));
}
