// `npm start` (production builds, served statically) and `npm run dev` (`--dev`: Rspack dev servers with HMR):
// database, API, shell and the three remotes on the ports of the README. Ctrl+C / SIGTERM stops everything.
import { spawnSync } from 'node:child_process';
import { ROOT } from './ferretdb.mjs';
import { logAsJsonInProduction, logsAsJson } from './log.mjs';
import { releaseCurrentBuilds } from './releases/start-releases.mjs';
import { startSite } from './site.mjs';

const dev = process.argv.includes('--dev');
logAsJsonInProduction('site');
// In production the firm's e-mails go to its mail server, never to a local catcher (docs/deploy.md).
if (process.env.NODE_ENV === 'production' && !process.env.SMTP_URL) {
  console.error(
    'NODE_ENV=production needs SMTP_URL: set it to your mail server (smtp://user:password@host:587 or smtps://user:password@host:465). MailDev is only for development.',
  );
  process.exit(1);
}
// Likewise the SMS go to the firm's SMS operator, never to the local SMPP server (docs/sms.md).
if (process.env.NODE_ENV === 'production' && !process.env.SMS_URL) {
  console.error(
    "NODE_ENV=production needs SMS_URL: set it to your SMS operator's SMPP account (smpp://system_id:password@host:2775). The local SMS server is only for development.",
  );
  process.exit(1);
}
if (!process.argv.includes('--no-build')) {
  // The API runs from its build in both modes; the frontends are built too unless dev servers serve them.
  const projects = dev ? ['--projects=@site/api'] : [];
  // In production the build's lines go into the log (JSON) too, once it is done.
  const stdio = logsAsJson() ? ['ignore', 'pipe', 'pipe'] : 'inherit';
  const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', ...projects, '--outputStyle=stream'], {
    cwd: ROOT,
    stdio,
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  for (const line of `${build.stdout ?? ''}${build.stderr ?? ''}`.split('\n')) if (line.trim()) console.log(`build: ${line}`);
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The signals are heeded from here on: one that comes while the parts start stops them once they are up.
let site = null;
let stopping = false;
const stop = async (code = 0) => {
  if (stopping) return;
  stopping = true;
  if (!site) return;
  await site.stop();
  process.exit(code);
};
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

site = await startSite({ dev, mail: true });
if (stopping) {
  await site.stop();
  process.exit(0);
}
site.processes.api.on('exit', (code) => {
  if (!stopping) {
    console.error(`The API exited (${code}); stopping the rest.`);
    void stop(code || 1);
  }
});
if (!dev) await releaseCurrentBuilds(site.appConfig.apiUrl);
if (!stopping) console.log(`\nThe site is up: ${site.url} (API ${site.appConfig.apiUrl}, API docs ${site.appConfig.apiUrl}/docs)\n`);
