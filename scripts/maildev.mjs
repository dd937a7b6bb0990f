// MailDev: a local SMTP server that keeps every e-mail it gets and shows them in a web inbox, so the site's
// e-mails can be read without a real mail server. `npm start` runs one when SMTP_URL is unset; tests start their own.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './ferretdb.mjs';

const BIN = path.join(ROOT, 'node_modules', 'maildev', 'dist', 'bin', 'maildev.js');

/** Starts MailDev on 127.0.0.1 (SMTP and web) and resolves once its JSON list of e-mails answers. */
export async function startMailDev({ smtpPort = 1025, webPort = 1080, timeoutMs = 30_000 } = {}) {
  const child = spawn(process.execPath, [BIN, '--smtp', smtpPort, '--ip', '127.0.0.1', '--web', webPort, '--web-ip', '127.0.0.1', '--silent'].map(String), {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exited = false;
  child.on('exit', () => (exited = true));
  const kill = () => !exited && child.kill('SIGTERM');
  process.once('exit', kill);
  const webUrl = `http://localhost:${webPort}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited) throw new Error(`MailDev exited during start-up (are ports ${smtpPort} and ${webPort} free?).`);
    if (
      await fetch(`http://127.0.0.1:${webPort}/api/email`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) {
      kill();
      throw new Error(`MailDev did not answer on port ${webPort} within ${timeoutMs} ms.`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    webUrl,
    /** Every e-mail received so far (MailDev 3's JSON: to, from, subject, html, text, attachments, ...). */
    emails: () => fetch(`http://127.0.0.1:${webPort}/api/email`).then((r) => r.json()),
    /** One e-mail as it came over SMTP, headers included. */
    source: (id) => fetch(`http://127.0.0.1:${webPort}/api/email/${id}/source`).then((r) => r.text()),
    stop: () =>
      new Promise((resolve) => {
        process.removeListener('exit', kill);
        if (exited) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
