/**
 * The two lines the API's entry point writes outside its log: why it will not start (no log exists yet) and where
 * it listens (a start banner whatever LOG_LEVEL says, which test harnesses and supervisors wait for). In production
 * each is one JSON line shaped as the log's pino lines, so a log collector reads every line; elsewhere plain text.
 */
export function writeStartLine(level: 'info' | 'fatal', msg: string, env: NodeJS.ProcessEnv = process.env) {
  const stream = level === 'info' ? process.stdout : process.stderr;
  const json = env.NODE_ENV === 'production';
  stream.write(json ? `${JSON.stringify({ level: level === 'info' ? 30 : 60, time: Date.now(), service: 'api', msg })}\n` : `${msg}\n`);
}
