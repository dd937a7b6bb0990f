// The local SMS server (docs/sms.md): an SMPP 3.4 server that accepts any bind, answers each submit_sm with a message
// id, sends its delivery receipt back, and keeps the newest messages in memory, joined from their parts and decoded,
// with a web page and JSON at http://localhost:SMS_WEB_PORT. `npm start` runs one when SMS_URL is unset (as MailDev
// for e-mail); the tests start their own on free ports. Run alone: `node scripts/sms-dev.mjs`.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The API's dependency (one copy in the workspace), loaded as CommonJS from here too.
const smpp = createRequire(path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'api', 'package.json'))('smpp');

/** How many messages are kept (the oldest go first). */
export const KEPT = 500;
/** The DLT ids' TLVs, as the API sends them (api/src/sms/smpp-protocol.ts). */
const DLT_TEMPLATE_TAG = 0x1401;
const DLT_ENTITY_TAG = 0x1400;
const ESME_ROK = 0;
/** esm_class of an SMSC delivery receipt. */
const RECEIPT_CLASS = 0x04;
/** How long after a submit its receipt goes back: an SMSC never answers with the receipt itself. */
const RECEIPT_DELAY_MS = 50;

const escapeHtml = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** A TLV the `smpp` package does not know arrives as a Buffer under its numeric tag; the API's registration names it. */
const tlvText = (pdu, tag, name) => {
  const value = pdu[name] ?? pdu[tag];
  return value == null ? null : Buffer.isBuffer(value) ? value.toString('ascii') : String(value);
};
const receiptTime = (d) => d.toISOString().replace(/[-:T]/g, '').slice(2, 12);

/** The text of one submit_sm (the package decodes GSM-7 and UCS-2 by data_coding) and its concatenation header, if any. */
function partOf(pdu) {
  const sm = pdu.short_message ?? {};
  const text = typeof sm.message === 'string' ? sm.message : Buffer.isBuffer(sm.message) ? sm.message.toString('latin1') : '';
  const header = (sm.udh ?? []).find((h) => h[0] === 0x00 && h.length >= 5);
  return { text, concat: header ? { ref: header[2], count: header[3], n: header[4] } : null };
}

/**
 * Starts the server on 127.0.0.1; resolves once both ports listen.
 * @param {{ smppPort?: number, webPort?: number }} options
 */
export async function startSmsDev({ smppPort = 2775, webPort = 1090 } = {}) {
  /** Newest first: { id, to, from, text, time, template, entity, encoding, parts, messageIds }. */
  const messages = [];
  /** Parts of a concatenated message waiting for the rest, by sender, number and reference. */
  const pending = new Map();
  let down = false;

  const keep = (message) => {
    messages.unshift(message);
    if (messages.length > KEPT) messages.length = KEPT;
  };

  const server = smpp.createServer((session) => {
    session.on('error', () => session.destroy());
    for (const bind of ['bind_transceiver', 'bind_transmitter', 'bind_receiver']) {
      session.on(bind, (pdu) => session.send(pdu.response({ system_id: 'sms-dev' })));
    }
    session.on('enquire_link', (pdu) => session.send(pdu.response()));
    session.on('unbind', (pdu) => {
      session.send(pdu.response());
      session.close();
    });
    session.on('submit_sm', (pdu) => {
      const messageId = randomUUID().replace(/-/g, '').slice(0, 16);
      session.send(pdu.response({ message_id: messageId, command_status: ESME_ROK }));
      const { text, concat } = partOf(pdu);
      const to = `+${pdu.destination_addr}`;
      const received = new Date();
      const base = {
        to,
        from: pdu.source_addr,
        template: tlvText(pdu, DLT_TEMPLATE_TAG, 'dlt_template_id'),
        entity: tlvText(pdu, DLT_ENTITY_TAG, 'dlt_pe_id'),
        encoding: pdu.data_coding === 8 ? 'UCS-2' : 'GSM-7',
      };
      if (!concat) keep({ id: messageId, ...base, text, time: received.toISOString(), parts: 1, messageIds: [messageId] });
      else {
        const key = `${pdu.source_addr}|${to}|${concat.ref}|${concat.count}`;
        const parts = pending.get(key) ?? new Map();
        parts.set(concat.n, { text, messageId });
        pending.set(key, parts);
        if (parts.size === concat.count) {
          pending.delete(key);
          const ordered = [...parts.entries()].sort(([a], [b]) => a - b).map(([, p]) => p);
          keep({
            id: ordered[0].messageId,
            ...base,
            text: ordered.map((p) => p.text).join(''),
            time: received.toISOString(),
            parts: concat.count,
            messageIds: ordered.map((p) => p.messageId),
          });
        }
      }
      if (pdu.registered_delivery & 0x01) {
        setTimeout(() => {
          session.deliver_sm({
            source_addr: pdu.destination_addr,
            destination_addr: pdu.source_addr,
            esm_class: RECEIPT_CLASS,
            short_message: `id:${messageId} sub:001 dlvrd:001 submit date:${receiptTime(received)} done date:${receiptTime(new Date())} stat:DELIVRD err:000 text:`,
            receipted_message_id: messageId,
            message_state: 2,
          });
        }, RECEIPT_DELAY_MS).unref();
      }
    });
  });

  const json = (res, status, body) => res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
  const listed = () => messages.map(({ to, text, time, template }) => ({ to, text, time, template }));
  const web = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/api/sms' && req.method === 'GET') return json(res, 200, listed());
    // Everything kept, with the encoding, parts, sender and entity id (the tests read these).
    if (url.pathname === '/api/sms/full' && req.method === 'GET') return json(res, 200, messages);
    if (url.pathname === '/api/sms' && req.method === 'DELETE') {
      messages.length = 0;
      pending.clear();
      return json(res, 200, { deleted: true });
    }
    if (url.pathname === '/' && req.method === 'GET') {
      const rows = messages
        .map(
          (m) =>
            `<tr><td>${escapeHtml(new Date(m.time).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' }))}</td><td>${escapeHtml(m.to)}</td><td>${escapeHtml(m.from)}</td><td lang="hi" style="white-space:pre-wrap">${escapeHtml(m.text)}</td><td>${escapeHtml(m.template ?? '')}</td><td>${m.encoding}, ${m.parts} part${m.parts > 1 ? 's' : ''}</td></tr>`,
        )
        .join('');
      return res
        .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
        .end(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="5"><title>Local SMS</title><style>body{font-family:sans-serif;margin:1rem}table{border-collapse:collapse;width:100%}td,th{border:1px solid #ccc;padding:.3rem;text-align:left;vertical-align:top}</style></head><body><h1>SMS received (newest first, the last ${KEPT})</h1><p>JSON: <a href="/api/sms">/api/sms</a></p><table><thead><tr><th>Time (IST)</th><th>To</th><th>From</th><th>Text</th><th>DLT template</th><th>Encoding</th></tr></thead><tbody>${rows || '<tr><td colspan="6">Nothing yet.</td></tr>'}</tbody></table></body></html>`,
        );
    }
    json(res, 404, { message: 'Not found' });
  });

  const listen = (srv, port) =>
    new Promise((resolve, reject) => {
      srv.once('error', reject);
      srv.listen(port, '127.0.0.1', () => {
        srv.off('error', reject);
        resolve();
      });
    });
  const close = (srv) => new Promise((resolve) => (srv.listening ? srv.close(() => resolve()) : resolve()));
  /** Drops every session at once (an SMSC that went away). */
  const dropSessions = () => {
    for (const session of [...server.sessions]) session.destroy();
  };

  try {
    await listen(server, smppPort);
    await listen(web, webPort);
  } catch (err) {
    await Promise.all([close(server), close(web)]);
    throw new Error(`The local SMS server could not listen (are ports ${smppPort} and ${webPort} free?): ${err.message}`);
  }
  const webUrl = `http://localhost:${webPort}`;
  return {
    smsUrl: `smpp://site:local@127.0.0.1:${smppPort}`,
    webUrl,
    /** `{ to, text, time, template }` newest first, as GET /api/sms answers. */
    list: () => listed(),
    /** Everything kept: with `from`, `entity`, `encoding`, `parts`, `messageIds`. */
    messages: () => messages.map((m) => ({ ...m })),
    clear: () => {
      messages.length = 0;
      pending.clear();
    },
    /** Stops taking connections and drops those open (the SMSC is down); `up` starts it again on the same port. */
    async down() {
      if (down) return;
      down = true;
      dropSessions();
      await close(server);
    },
    async up() {
      if (!down) return;
      await listen(server, smppPort);
      down = false;
    },
    async stop() {
      dropSessions();
      await Promise.all([close(server), close(web)]);
    },
  };
}

// Run alone: `node scripts/sms-dev.mjs` (SMS_SMPP_PORT, SMS_WEB_PORT).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const sms = await startSmsDev({ smppPort: Number(process.env.SMS_SMPP_PORT ?? 2775), webPort: Number(process.env.SMS_WEB_PORT ?? 1090) });
  console.log(`Local SMS server: SMPP on 127.0.0.1:${process.env.SMS_SMPP_PORT ?? 2775}, messages at ${sms.webUrl}`);
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => sms.stop().then(() => process.exit(0)));
}
