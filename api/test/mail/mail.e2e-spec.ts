// E-mail of visitors' submissions through a real SMTP server (MailDev on free ports): a notification to the company
// and a confirmation to the sender per submission, queued in the database and retried while the server is down.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { type SubmissionKey, RESOURCES } from '@site/contracts';
import { freePort } from '../../../scripts/ferretdb.mjs';
import { startMailDev } from '../../../scripts/maildev.mjs';
import { type Received, startApi, type TestApi, until } from '../support/helpers.js';
import { SAMPLES, send } from '../support/samples.js';

type MailDev = Awaited<ReturnType<typeof startMailDev>>;
interface Delivery {
  kind: string;
  to: string;
  status: string;
  attempts: number;
  lastError?: string;
}

const SUBMISSIONS: SubmissionKey[] = ['applyJobs', 'ServiceEnquiry', 'homeEnquiry', 'userContact'];

async function submit(api: TestApi, key: SubmissionKey, fields: Record<string, string> = {}) {
  const sample = SAMPLES[key]!;
  const email = `visitor-${randomUUID().slice(0, 8)}@example.com`;
  const res = await send(api.http.post(`/${RESOURCES[key].path}/${RESOURCES[key].add}`), { ...sample.fields, email, ...fields }, sample.files).expect(201);
  return { id: res.body.data._id as string, email };
}

async function deliveries(api: TestApi, id: string): Promise<Delivery[]> {
  const res = await api.http
    .get(`/admin/mail/deliveries/${id}`)
    .set('Authorization', `Bearer ${await api.adminToken()}`)
    .expect(200);
  return res.body.deliveries;
}

describe('e-mail of submissions', () => {
  let mail: MailDev;
  let api: TestApi;

  beforeAll(async () => {
    mail = await startMailDev({ smtpPort: await freePort(), webPort: await freePort() });
    api = await startApi({
      SMTP_URL: mail.smtpUrl,
      NOTIFY_TO: 'office@example.com',
      NOTIFY_TO_APPLYJOBS: 'hr@example.com',
      SITE_URL: 'https://www.example.com',
      MAIL_RETRY_MS: '200',
    });
    // MailDev is a Node program of its own: on a loaded machine its start alone can take many seconds.
  }, 120_000);
  afterAll(async () => {
    await api?.close();
    await mail?.stop();
  });

  const mailsTo = async (address: string) => ((await mail.emails()) as Received[]).filter((m) => m.to.some((t) => t.address === address));

  it.each(SUBMISSIONS)('%s: the company is told with a link to the submission inbox page, and the sender gets a confirmation', async (key) => {
    const { id, email } = await submit(api, key);
    const company = key === 'applyJobs' ? 'hr@example.com' : 'office@example.com';

    const [confirmation] = await until(async () => ((await mailsTo(email)).length ? mailsTo(email) : undefined), `the confirmation to ${email}`);
    expect(confirmation!.subject).toMatch(/^We received your (application|booking|enquiry|message)$/);
    expect(confirmation!.text).toMatch(/^Thank you, \S/);
    expect(confirmation!.html).toContain('Sentinel IFS');

    const notification = await until(async () => (await mailsTo(company)).find((m) => m.text.includes(email)), `the notification of ${email}`);
    expect(notification.subject).toMatch(new RegExp(`^New ${RESOURCES[key].label.toLowerCase()} from `));
    const link = `https://www.example.com/admin/inbox/${key}/${id}`;
    expect(notification.text).toContain(link);
    expect(notification.html).toContain(link);
    // Answering the notification writes to the visitor; each e-mail carries its HTML and its plain text.
    const source = await mail.source(notification.id);
    expect(source).toMatch(new RegExp(`^Reply-To: ${email}$`, 'm'));
    expect(source).toMatch(/^Content-Type: multipart\/alternative/m);
    // CVs stay private: nothing is attached, and the stored path is not in the e-mail.
    expect(notification.attachments ?? []).toHaveLength(0);
    expect(notification.text).not.toMatch(/private\//);

    const sent = await until(async () => {
      const list = await deliveries(api, id);
      return list.length === 2 && list.every((d) => d.status === 'sent') ? list : undefined;
    }, 'both deliveries recorded as sent');
    expect(sent.map((d) => [d.kind, d.to]).sort()).toEqual([
      ['confirmation', email],
      ['notification', company],
    ]);
  });

  it('writes what visitors typed as text in the HTML, never as markup', async () => {
    const { email } = await submit(api, 'userContact', { subject: '<img src=x onerror=alert(1)>', message: '<script>alert(1)</script>' });
    const notification = await until(async () => (await mailsTo('office@example.com')).find((m) => m.text.includes(email)), 'the notification');
    expect(notification.html).not.toContain('<script>');
    expect(notification.html).not.toContain('<img src=x');
    expect(notification.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it("relays no stranger's text: the confirmation has fixed words and the name only, cut to letters", async () => {
    const lure = {
      name: 'Ravi <a href="https://evil.example">Click</a> http://evil.example',
      subject: 'Your account is locked',
      message: 'Verify now at https://evil.example/login',
    };
    const { email } = await submit(api, 'userContact', lure);
    const [confirmation] = await until(async () => ((await mailsTo(email)).length ? mailsTo(email) : undefined), 'the confirmation');
    expect(confirmation!.subject).toBe('We received your message');
    for (const body of [confirmation!.text, confirmation!.html]) {
      expect(body).not.toMatch(/evil\.example|https?:|locked|Verify|<a /);
    }
    expect(confirmation!.text.split('\n')[0]).toBe('Thank you, Ravi a hrefhttpsevilexampleClicka httpev');
  });

  it('sends one address at most 3 confirmations a day; the submissions are stored and the company told all the same', async () => {
    const email = `target-${randomUUID().slice(0, 8)}@example.com`;
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await send(api.http.post('/admin/userContact/addUserContact'), {
        ...SAMPLES.userContact!.fields,
        name: `Sender ${i}`,
        email: i % 2 ? email.toUpperCase() : email,
        message: `Message number ${i} ${randomUUID()}`,
      }).expect(201);
      ids.push(res.body.data._id);
    }
    for (const id of ids) {
      await until(async () => ((await deliveries(api, id)).every((d) => d.status === 'sent') ? true : undefined), 'the e-mails of each sent');
    }
    const kinds = await Promise.all(ids.map(async (id) => (await deliveries(api, id)).map((d) => d.kind).sort()));
    expect(kinds).toEqual([...Array(3).fill(['confirmation', 'notification']), ['notification'], ['notification']]);
    expect(((await mail.emails()) as Received[]).filter((m) => m.to.some((t) => t.address.toLowerCase() === email))).toHaveLength(3);
  });

  it('keeps to 3 confirmations when forms naming one address arrive at once (their slots are taken in shared inserts)', async () => {
    const email = `burst-${randomUUID().slice(0, 8)}@example.com`;
    const sent = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        send(api.http.post('/admin/userContact/addUserContact'), {
          ...SAMPLES.userContact!.fields,
          name: `Burst ${i}`,
          email,
          message: `Burst ${i} ${randomUUID()}`,
        }).expect(201),
      ),
    );
    const ids = sent.map((res) => res.body.data._id as string);
    for (const id of ids) {
      await until(async () => ((await deliveries(api, id)).every((d) => d.status === 'sent') ? true : undefined), 'the e-mails of each sent');
    }
    const confirmations = (await Promise.all(ids.map((id) => deliveries(api, id)))).flat().filter((d) => d.kind === 'confirmation');
    expect(confirmations).toHaveLength(3);
  });

  it('shows deliveries to admins only', async () => {
    const { id } = await submit(api, 'userContact');
    await api.http.get(`/admin/mail/deliveries/${id}`).expect(401);
    await api.http
      .get(`/admin/mail/deliveries/${id}`)
      .set('Authorization', `Bearer ${await api.userToken()}`)
      .expect(403);
    const bad = await api.http
      .get('/admin/mail/deliveries/not-an-id')
      .set('Authorization', `Bearer ${await api.adminToken()}`)
      .expect(400);
    expect(bad.body.message).toBe('Invalid submission ID');
  });
});

describe('e-mail with two API instances on one database', () => {
  it('sends each e-mail once: the instances claim each try, so neither sends what the other took', async () => {
    const mail = await startMailDev({ smtpPort: await freePort(), webPort: await freePort() });
    const env = { SMTP_URL: mail.smtpUrl, NOTIFY_TO: 'office@example.com', MONGODB_DB: `test_${randomUUID().slice(0, 8)}` };
    const [one, two] = await Promise.all([startApi(env), startApi(env)]);
    try {
      const sent = await Promise.all(Array.from({ length: 12 }, (_, i) => submit(i % 2 ? one : two, 'userContact')));
      for (const { id } of sent) await until(async () => ((await deliveries(one, id)).every((d) => d.status === 'sent') ? true : undefined), 'every delivery');
      const received = (await mail.emails()) as Received[];
      for (const { email } of sent) expect(received.filter((m) => m.to.some((t) => t.address === email))).toHaveLength(1);
      expect(received.filter((m) => m.to.some((t) => t.address === 'office@example.com'))).toHaveLength(12);
    } finally {
      await Promise.all([one.close(), two.close()]);
      await mail.stop();
    }
  }, 120_000);
});

describe('e-mail while the mail server is down', () => {
  it('accepts the submission, keeps its e-mails with the error, and delivers them once the server is back', async () => {
    const smtpPort = await freePort();
    const api = await startApi({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, NOTIFY_TO: 'office@example.com', MAIL_RETRY_MS: '200' });
    let mail: MailDev | undefined;
    try {
      const { id, email } = await submit(api, 'homeEnquiry');
      const failing = await until(async () => {
        const list = await deliveries(api, id);
        return list.length === 2 && list.every((d) => d.attempts >= 1) ? list : undefined;
      }, 'a failed first try');
      for (const d of failing) {
        expect(d.status).toBe('pending');
        expect(d.lastError).toMatch(/ECONNREFUSED|connect/i);
      }

      mail = await startMailDev({ smtpPort, webPort: await freePort() });
      await until(async () => ((await deliveries(api, id)).every((d) => d.status === 'sent') ? true : undefined), 'delivery after the server came back');
      const received = (await mail.emails()) as Received[];
      expect(received.filter((m) => m.to.some((t) => t.address === email))).toHaveLength(1);
      expect(received.filter((m) => m.to.some((t) => t.address === 'office@example.com'))).toHaveLength(1);
    } finally {
      await api.close();
      await mail?.stop();
    }
  }, 120_000);

  it('without SMTP_URL, queues the e-mails and sends nothing', async () => {
    const api = await startApi();
    try {
      const { id } = await submit(api, 'userContact');
      const list = await deliveries(api, id);
      expect(list.map((d) => [d.kind, d.status, d.attempts]).sort()).toEqual([
        ['confirmation', 'pending', 0],
        ['notification', 'pending', 0],
      ]);
    } finally {
      await api.close();
    }
  });
});
