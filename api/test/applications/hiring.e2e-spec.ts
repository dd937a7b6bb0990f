// The hiring workflow (docs/behaviour.md §18-17) through a real SMTP server (MailDev on free ports): status e-mails
// from editable templates, and interviews whose invitations carry a calendar file that is parsed as delivered.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import ICAL from 'ical.js';
import { istDay, istToUtc, RESOURCES } from '@site/contracts';
import { freePort } from '../../../scripts/ferretdb.mjs';
import { startMailDev } from '../../../scripts/maildev.mjs';
import { type Received, startApi, type TestApi, until } from '../support/helpers.js';
import { SAMPLES, send } from '../support/samples.js';

type MailDev = Awaited<ReturnType<typeof startMailDev>>;

/** A minute in India `days` days from now, "YYYY-MM-DDTHH:mm". */
const inIndia = (days: number, time: string) => `${istDay(new Date(Date.now() + days * 86_400_000))}T${time}`;

describe('hiring', () => {
  let mail: MailDev;
  let api: TestApi;
  let auth: { Authorization: string };
  let adminId: string;
  const db = () => api.app.get<Connection>(getConnectionToken()).db!;

  beforeAll(async () => {
    mail = await startMailDev({ smtpPort: await freePort(), webPort: await freePort() });
    // The Shortlisted e-mail goes at once, as these tests read it (its hold: shortlist-hold.e2e-spec.ts).
    api = await startApi({
      SMTP_URL: mail.smtpUrl,
      NOTIFY_TO: 'office@example.com',
      SITE_URL: 'https://www.example.com',
      MAIL_RETRY_MS: '200',
      SHORTLIST_MAIL_HOLD_MS: '0',
    });
    const token = await api.adminToken();
    auth = { Authorization: `Bearer ${token}` };
    adminId = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string;
    // The open job the sample applications name by its title (docs/behaviour.md §16): their e-mails name it.
    await api.http.post(`/${RESOURCES.jobs.path}/${RESOURCES.jobs.add}`).set(auth).send(SAMPLES.jobs!.fields).expect(201);
  }, 120_000);
  afterAll(async () => {
    await api?.close();
    await mail?.stop();
  });

  async function apply(name = 'Meena Iyer') {
    const email = `cand-${randomUUID().slice(0, 8)}@example.com`;
    const res = await send(
      api.http.post(`/${RESOURCES.applyJobs.path}/${RESOURCES.applyJobs.add}`),
      { ...SAMPLES.applyJobs!.fields, name, email },
      SAMPLES.applyJobs!.files,
    ).expect(201);
    return { id: res.body.data._id as string, email };
  }
  const mailsTo = async (address: string) => ((await mail.emails()) as Received[]).filter((m) => m.to.some((t) => t.address === address));
  const mailTo = (address: string, match: (m: Received) => boolean, what: string) => until(async () => (await mailsTo(address)).find(match), what);
  const detail = async (id: string) => (await api.http.get(`/admin/inbox/applyJobs/${id}`).set(auth).expect(200)).body;
  /** An attachment of a delivered e-mail, as MailDev serves it. */
  async function attachmentText(m: Received, file: NonNullable<Received['attachments']>[number]) {
    const res = await fetch(
      `${mail.webUrl.replace('localhost', '127.0.0.1')}/api/email/${m.id}/attachment/${encodeURIComponent(file.generatedFileName ?? file.fileName!)}`,
    );
    expect(res.status).toBe(200);
    return res.text();
  }
  /** The calendar attached to a delivered e-mail, parsed. */
  async function calendarOf(m: Received) {
    const file = m.attachments?.find((a) => a.contentType.startsWith('text/calendar'));
    expect(file).toBeDefined();
    const calendar = new ICAL.Component(ICAL.parse(await attachmentText(m, file!)));
    const event = calendar.getFirstSubcomponent('vevent')!;
    return {
      method: calendar.getFirstPropertyValue('method'),
      uid: event.getFirstPropertyValue('uid'),
      sequence: Number(event.getFirstPropertyValue('sequence')),
      start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
      end: (event.getFirstPropertyValue('dtend') as ICAL.Time).toJSDate().toISOString(),
      status: event.getFirstPropertyValue('status'),
      attendees: event.getAllProperties('attendee').map((p) => String(p.getFirstValue()).toLowerCase()),
      organizer: String(event.getFirstPropertyValue('organizer')).toLowerCase(),
      rsvp: event.getAllProperties('attendee').map((p) => p.getParameter('rsvp')),
    };
  }

  describe('status e-mails', () => {
    it('has a built-in template per status that e-mails the candidate', async () => {
      const { templates } = (await api.http.get('/admin/hiring/templates').set(auth).expect(200)).body;
      expect(templates.map((t: { status: string }) => t.status)).toEqual(['Shortlisted', 'Hired', 'Rejected']);
      expect(templates.every((t: { subject: string; body: string }) => t.subject && t.body)).toBe(true);
    });

    it('refuses a template with an unknown placeholder, or for a status without one, and keeps the old text', async () => {
      const before = (await api.http.get('/admin/hiring/templates').set(auth).expect(200)).body.templates[1];
      const res = await api.http.post('/admin/hiring/templates/Hired').set(auth).send({ subject: 'Welcome', body: 'Your salary is {salary}' }).expect(400);
      expect(res.body.message).toBe('The body uses an unknown placeholder {salary}: use {name}, {jobTitle}, {company}, {interview}');
      expect((await api.http.post('/admin/hiring/templates/Hired').set(auth).send({ subject: 'Hi {Name}', body: 'x' }).expect(400)).body.message).toMatch(
        /^The subject uses an unknown placeholder \{Name\}/,
      );
      expect((await api.http.post('/admin/hiring/templates/Reviewed').set(auth).send({ subject: 'a', body: 'b' }).expect(400)).body.message).toBe(
        'A template is for one of Shortlisted, Hired, Rejected',
      );
      expect((await api.http.get('/admin/hiring/templates').set(auth).expect(200)).body.templates[1]).toEqual(before);
    });

    it("saves a template and previews it with a real application's values, HTML escaped, and a draft before it is saved", async () => {
      const { id, email } = await apply('Meena <b>Iyer</b>');
      const saved = await api.http
        .post('/admin/hiring/templates/Rejected')
        .set(auth)
        .send({ subject: 'About {jobTitle}', body: 'Dear {name}\n\nThanks from {company}.' })
        .expect(200);
      expect(saved.body).toMatchObject({ message: 'Rejected template saved', template: { status: 'Rejected', subject: 'About {jobTitle}' } });
      const preview = (await api.http.get('/admin/hiring/templates/Rejected/preview').query({ applicationId: id }).set(auth).expect(200)).body;
      expect(preview).toMatchObject({ to: email, subject: 'About Security Guard' });
      // The name is cut to letters; the company named in the site's look, HTML and text.
      expect(preview.text).toMatch(/^Dear Meena bIyerb\n\nThanks from Sentinel Integrated Facility Services\./);
      expect(preview.html).toContain('<h1 style="margin:0 0 12px;font-size:22px;color:#0b2545">Dear Meena bIyerb</h1>');
      const draft = (
        await api.http.get('/admin/hiring/templates/Hired/preview').query({ applicationId: id, subject: 'Draft {name}', body: 'Body' }).set(auth).expect(200)
      ).body;
      expect(draft.subject).toBe('Draft Meena bIyerb');
      expect(
        (await api.http.get('/admin/hiring/templates/Hired/preview').query({ applicationId: id, subject: '{x}', body: 'Body' }).set(auth).expect(400)).body
          .message,
      ).toMatch(/unknown placeholder \{x\}/);
      expect(
        (await api.http.get('/admin/hiring/templates/Hired/preview').query({ applicationId: '0123456789abcdef01234567' }).set(auth).expect(404)).body.message,
      ).toBeDefined();
    });

    it('moving an application to Shortlisted e-mails the candidate through the outbox by default, recorded in the history and shown with its delivery', async () => {
      const { id, email } = await apply();
      await api.http
        .post('/admin/hiring/templates/Shortlisted')
        .set(auth)
        .send({ subject: 'Shortlisted for {jobTitle}', body: 'Hello {name}\n\nInterview: {interview}.' })
        .expect(200);
      const changed = (await api.http.post(`/admin/inbox/applyJobs/${id}`).set(auth).send({ status: 'Shortlisted' }).expect(200)).body;
      expect(changed.history).toEqual([
        expect.objectContaining({ kind: 'status', from: 'New', to: 'Shortlisted' }),
        expect.objectContaining({ kind: 'email', text: 'E-mailed the candidate: Shortlisted for Security Guard' }),
      ]);
      const received = await mailTo(email, (m) => m.subject === 'Shortlisted for Security Guard', 'the status e-mail');
      expect(received.text).toContain('Hello Meena Iyer\n\nInterview: to be arranged: we will call you with a day and time.');
      expect(received.html).toContain('Sentinel IFS');
      await until(
        async () =>
          (await detail(id)).deliveries.some((d: { kind: string; status: string }) => d.kind === 'status' && d.status === 'sent') ? true : undefined,
        'the delivery shown',
      );
    });

    it('repeats no job title a visitor typed to the address they gave: the status, interview and confirmation e-mails name the job from the job, or say it in neutral words', async () => {
      const lure = 'Guard. ACTION NEEDED: pay the Rs 499 verification fee at http://evil.example/pay';
      const email = `victim-${randomUUID().slice(0, 8)}@example.com`;
      const fields = { ...SAMPLES.applyJobs!.fields, name: 'Meena Iyer', email, jobTitle: lure };
      const id = (await send(api.http.post(`/${RESOURCES.applyJobs.path}/${RESOURCES.applyJobs.add}`), fields, SAMPLES.applyJobs!.files).expect(201)).body.data
        ._id as string;
      // The office still reads what was typed: the application names no job.
      expect((await detail(id)).submission).toMatchObject({ jobTitle: lure });
      // Rejected, the natural answer to junk, e-mails the candidate by default; an interview invites them too.
      await api.http.post(`/admin/inbox/applyJobs/${id}`).set(auth).send({ status: 'Rejected' }).expect(200);
      await api.http
        .post(`/admin/hiring/interviews/${id}`)
        .set(auth)
        .send({ minutes: 30, place: 'Head office', interviewerId: adminId, startsAt: inIndia(6, '10:00') })
        .expect(201);
      const received = await until(async () => {
        const list = await mailsTo(email);
        return list.length === 3 ? list : undefined;
      }, 'the confirmation, the status e-mail and the invitation');
      for (const m of received) {
        const files = await Promise.all((m.attachments ?? []).map((file) => attachmentText(m, file)));
        expect([m.subject, m.text, m.html, ...files].join('\n')).not.toMatch(/ACTION NEEDED|evil\.example|Rs 499|verification fee/);
      }
      const status = received.find((m) => !/^(We received|Interview)/.test(m.subject))!;
      expect(`${status.subject}\n${status.text}`).toContain('the position you applied for');
      expect(received.find((m) => m.subject.startsWith('Interview invitation'))!.text).toContain('For the position you applied for.');
      const toInterviewer = await mailTo(api.config.admin.email, (m) => m.subject === 'Interview invitation: Meena Iyer', "the interviewer's invitation");
      expect(toInterviewer.text).not.toMatch(/ACTION NEEDED|evil\.example/);
    });

    it('an admin may move it without the e-mail; that is recorded too, and other statuses send none', async () => {
      const { id } = await apply();
      await api.http.post(`/admin/inbox/applyJobs/${id}`).set(auth).send({ status: 'Reviewed' }).expect(200);
      const changed = (await api.http.post(`/admin/inbox/applyJobs/${id}`).set(auth).send({ status: 'Rejected', notify: false }).expect(200)).body;
      expect(changed.history.map((h: { kind: string; text?: string }) => [h.kind, h.text])).toEqual([
        ['status', undefined],
        ['status', undefined],
        ['email', 'The candidate was not e-mailed'],
      ]);
      expect(changed.deliveries.filter((d: { kind: string }) => d.kind === 'status')).toEqual([]);
      expect((await api.http.post(`/admin/inbox/applyJobs/${id}`).set(auth).send({ status: 'Rejected', notify: 'yes' }).expect(400)).body.message).toBe(
        'notify must be true or false',
      );
    });
  });

  describe('interviews', () => {
    const place = { minutes: 30, place: 'Head office, Anna Salai, Chennai', note: 'Bring your Aadhaar card' };

    it('refuses a time in the past, no place or link, an interviewer who is no admin or cannot see applications, and an unknown application', async () => {
      const { id } = await apply();
      const schedule = (body: object, app = id) => api.http.post(`/admin/hiring/interviews/${app}`).set(auth).send(body);
      expect((await schedule({ ...place, interviewerId: adminId, startsAt: inIndia(-1, '10:00') }).expect(400)).body.message).toBe(
        'The interview must be in the future',
      );
      expect((await schedule({ ...place, interviewerId: adminId, startsAt: '2030-02-30T10:00' }).expect(400)).body.message).toBe(
        'startsAt must be a date and time in India (YYYY-MM-DDTHH:mm)',
      );
      expect((await schedule({ minutes: 30, interviewerId: adminId, startsAt: inIndia(2, '10:00') }).expect(400)).body.message).toBe(
        'Give a place or a video link',
      );
      expect(
        (await schedule({ ...place, videoLink: 'http://meet.example.com/x', interviewerId: adminId, startsAt: inIndia(2, '10:00') }).expect(400)).body.message,
      ).toBe('The video link must be an https:// address');
      expect((await schedule({ ...place, interviewerId: '0123456789abcdef01234567', startsAt: inIndia(2, '10:00') }).expect(400)).body.message).toBe(
        'The interviewer must be an active admin',
      );
      // An editor cannot see applications: no interviewer (the pickers do not offer one either).
      const editor = (
        await api.http
          .post('/admin/AdminLogin/addAdmin')
          .set(auth)
          .send({ name: 'Esha Editor', email: `esha-${id}@firm.in`, password: 'esha-pass-12', role: 'editor', sites: ['main'] })
          .expect(201)
      ).body.admin._id as string;
      expect((await schedule({ ...place, interviewerId: editor, startsAt: inIndia(2, '10:00') }).expect(400)).body.message).toBe(
        'The interviewer must be an admin who may see applications',
      );
      expect((await schedule({ ...place, interviewerId: adminId, startsAt: inIndia(2, '10:00'), minutes: 5 }).expect(400)).body.message).toBe(
        'An interview lasts at least 15 minutes',
      );
      await schedule({ ...place, interviewerId: adminId, startsAt: inIndia(2, '10:00') }, '0123456789abcdef01234567').expect(404);
      expect((await api.http.get(`/admin/hiring/interviews/${id}`).set(auth).expect(200)).body.interviews).toEqual([]);
    });

    it('schedules in India time, stores UTC, invites candidate and interviewer with a REQUEST; moves it (same UID, higher SEQUENCE) and cancels it (CANCEL)', async () => {
      const { id, email } = await apply();
      // 01:30 in India is the evening before in UTC: the day it is listed under is India's.
      const startsAt = inIndia(3, '01:30');
      const scheduled = (
        await api.http
          .post(`/admin/hiring/interviews/${id}`)
          .set(auth)
          .send({ ...place, interviewerId: adminId, startsAt })
          .expect(201)
      ).body;
      expect(scheduled.message).toBe('Interview scheduled');
      expect(scheduled.interview).toMatchObject({
        startsAt: istToUtc(startsAt)!.toISOString(),
        startsAtIst: startsAt,
        minutes: 30,
        status: 'Scheduled',
        sequence: 0,
        interviewerName: 'Administrator',
      });
      expect(scheduled.interview.startsAt.slice(0, 10)).not.toBe(startsAt.slice(0, 10));
      const interviewId = scheduled.interview.id as string;

      const invite = await mailTo(email, (m) => m.subject.startsWith('Interview invitation'), 'the invitation to the candidate');
      const sent = await calendarOf(invite);
      expect(sent).toMatchObject({ method: 'REQUEST', sequence: 0, start: istToUtc(startsAt)!.toISOString(), status: 'CONFIRMED' });
      expect(new Date(sent.end).getTime() - new Date(sent.start).getTime()).toBe(30 * 60_000);
      // The interviewer organises it: the candidate's answer goes to them, never to the site's no-reply sender.
      expect(sent).toMatchObject({ organizer: `mailto:${api.config.admin.email}`, attendees: [`mailto:${email}`], rsvp: ['TRUE'] });
      expect(JSON.stringify(sent)).not.toContain('no-reply@localhost');
      // It links to the candidate's page.
      expect(invite.text).toMatch(/Follow your application: https?:\/\/\S+\/application\/[A-Za-z0-9_-]{43}/);
      expect(invite.text).toContain('Where: Head office, Anna Salai, Chennai');
      expect(invite.text).toContain('Note: Bring your Aadhaar card');
      const toInterviewer = await mailTo(
        api.config.admin.email,
        (m) => m.subject === 'Interview invitation: Meena Iyer for Security Guard',
        'the invitation to the interviewer',
      );
      expect((await calendarOf(toInterviewer)).uid).toBe(sent.uid);

      const upcoming = (
        await api.http
          .get('/admin/hiring/interviews')
          .query({ from: istDay(new Date()), days: 7 })
          .set(auth)
          .expect(200)
      ).body.days as Array<{ day: string; interviews: Array<{ id: string; candidateName: string }> }>;
      expect(upcoming).toHaveLength(7);
      expect(upcoming.filter((d) => d.interviews.some((i) => i.id === interviewId)).map((d) => d.day)).toEqual([startsAt.slice(0, 10)]);
      expect(upcoming.flatMap((d) => d.interviews).find((i) => i.id === interviewId)).toMatchObject({
        candidateName: 'Meena Iyer',
        jobTitle: 'Security Guard',
      });

      const later = inIndia(5, '15:00');
      const moved = (
        await api.http
          .post(`/admin/hiring/interviews/${id}/${interviewId}`)
          .set(auth)
          .send({ minutes: 45, videoLink: 'https://meet.example.com/abc', interviewerId: adminId, startsAt: later })
          .expect(200)
      ).body;
      expect(moved.interview).toMatchObject({ id: interviewId, sequence: 1, startsAtIst: later, videoLink: 'https://meet.example.com/abc' });
      expect(moved.interview.place).toBeUndefined();
      const update = await calendarOf(await mailTo(email, (m) => m.subject.startsWith('Interview moved'), 'the update'));
      expect(update).toMatchObject({ method: 'REQUEST', uid: sent.uid, sequence: 1, start: istToUtc(later)!.toISOString() });

      const days = (
        await api.http
          .get('/admin/hiring/interviews')
          .query({ from: istDay(new Date()), days: 7 })
          .set(auth)
          .expect(200)
      ).body.days as typeof upcoming;
      expect(days.filter((d) => d.interviews.some((i) => i.id === interviewId)).map((d) => d.day)).toEqual([later.slice(0, 10)]);

      const cancelled = (await api.http.post(`/admin/hiring/interviews/${id}/${interviewId}/cancel`).set(auth).expect(200)).body;
      expect(cancelled.interview).toMatchObject({ status: 'Cancelled', sequence: 2 });
      const cancel = await calendarOf(await mailTo(email, (m) => m.subject.startsWith('Interview cancelled'), 'the cancellation'));
      expect(cancel).toMatchObject({ method: 'CANCEL', uid: sent.uid, sequence: 2, status: 'CANCELLED' });
      expect((await api.http.post(`/admin/hiring/interviews/${id}/${interviewId}/cancel`).set(auth).expect(400)).body.message).toBe(
        'This interview is already cancelled',
      );
      expect(
        (
          await api.http
            .post(`/admin/hiring/interviews/${id}/${interviewId}`)
            .set(auth)
            .send({ ...place, interviewerId: adminId, startsAt: later })
            .expect(400)
        ).body.message,
      ).toBe('A cancelled interview cannot be moved: schedule a new one');
      const after = (
        await api.http
          .get('/admin/hiring/interviews')
          .query({ from: istDay(new Date()), days: 7 })
          .set(auth)
          .expect(200)
      ).body.days as typeof upcoming;
      expect(after.flatMap((d) => d.interviews).some((i) => i.id === interviewId)).toBe(false);
      expect((await api.http.get(`/admin/hiring/interviews/${id}`).set(auth).expect(200)).body.interviews).toEqual([
        expect.objectContaining({ id: interviewId, status: 'Cancelled' }),
      ]);

      // The history says each change; the audit log holds each write, about the application; the inbox shows every e-mail sent.
      const { history, deliveries } = await detail(id);
      expect(history.filter((h: { kind: string }) => h.kind === 'interview').map((h: { text: string }) => h.text.split(' ').slice(0, 2).join(' '))).toEqual([
        'Interview scheduled',
        'Interview moved',
        'Interview of',
      ]);
      const audit = (await api.http.get('/admin/audit').query({ resource: 'Interviews' }).set(auth).expect(200)).body.entries as Array<{
        action: string;
        documentId: string;
        subject: { type: string } | null;
      }>;
      expect(audit.filter((e) => e.documentId === id).map((e) => [e.action, e.subject?.type])).toEqual([
        ['cancel', 'applyJobs'],
        ['reschedule', 'applyJobs'],
        ['schedule', 'applyJobs'],
      ]);
      await until(
        async () =>
          (await detail(id)).deliveries.filter((d: { kind: string; status: string }) => d.kind === 'interview' && d.status === 'sent').length === 6
            ? true
            : undefined,
        'six invitations delivered',
      );
      expect(deliveries.length).toBeGreaterThanOrEqual(6);
    });

    it('an unknown interview is 404 and an application ID must be one', async () => {
      const { id } = await apply();
      await api.http.post(`/admin/hiring/interviews/${id}/nope/cancel`).set(auth).expect(404);
      expect((await api.http.get('/admin/hiring/interviews/not-an-id').set(auth).expect(400)).body.message).toBe('Invalid application ID');
      expect((await api.http.get('/admin/hiring/interviews').query({ days: 40 }).set(auth).expect(400)).body.message).toBe('days is at most 31');
    });

    it.each(['delete', 'erase'])('%s of an application removes its interviews and takes them off their day', async (how) => {
      const { id, email } = await apply();
      const startsAt = inIndia(4, '11:00');
      await api.http
        .post(`/admin/hiring/interviews/${id}`)
        .set(auth)
        .send({ ...place, interviewerId: adminId, startsAt })
        .expect(201);
      const day = () =>
        db()
          .collection<{ _id: string; data: string }>('interviewdays')
          .findOne({ _id: startsAt.slice(0, 10) });
      expect((await day())?.data).toContain(id);
      expect(await db().collection<{ _id: string }>('interviews').findOne({ _id: id })).not.toBeNull();
      if (how === 'delete')
        await api.http
          .post(`/${RESOURCES.applyJobs.path}/${RESOURCES.applyJobs.remove.replace(':id', id)}`)
          .set(auth)
          .expect(200);
      else await api.http.post('/admin/privacy/erase').set(auth).send({ email }).expect(200);
      expect(await db().collection<{ _id: string }>('interviews').findOne({ _id: id })).toBeNull();
      expect((await day())?.data ?? '').not.toContain(id);
      await api.http.get(`/admin/hiring/interviews/${id}`).set(auth).expect(404);
    });
  });
});
