// What the applications room does on its facts, each listener alone with stand-ins for the stores it writes.
import { describe, expect, it } from '@jest/globals';
import type { TokenPayload } from '../common/auth/requests.js';
import type { AppConfig } from '../config/env.js';
import { ApplicationListeners } from './application-listeners.js';
import { CANDIDATE } from './candidate/candidate-actor.js';
import type { StageChanged } from './events.js';

const ADMIN: TokenPayload = { sub: 'a1', role: 'admin', name: 'Administrator' };
const ID = '0123456789abcdef01234567';
const move = (fields: Partial<StageChanged>): StageChanged => ({
  id: ID,
  from: 'Reviewed',
  to: 'Shortlisted',
  application: { _id: ID, name: 'Ravi', email: 'ravi@example.com', jobTitle: 'Security Guard' },
  actor: ADMIN,
  ...fields,
});

function listeners({ held = null as Date | null, dropped = true, wroteEmail = false } = {}) {
  const done: string[] = [];
  const issued = { count: 0 };
  const note = (what: string) => async () => void done.push(what);
  const made = new ApplicationListeners(
    {
      tell: async (status: string) => (done.push(`told ${status}`), { subject: `Your application: ${status}`, heldUntil: held }),
      dropHeld: async () => (done.push('held e-mail dropped'), dropped),
    } as never,
    { cancelUpcoming: note('interviews cancelled'), removeOf: note('interviews removed') } as never,
    {
      record: async (_key: string, _id: string, lines: Array<{ text: string }>) => void done.push(...lines.map((l) => `history: ${l.text}`)),
      wrote: async () => wroteEmail,
    } as never,
    {
      queueNotice: note('company told'),
      queueSubmitted: async (_type: string, _id: string, mails: Promise<Array<{ kind: string; to: string; text: string }>>) =>
        void done.push(...(await mails).map((m) => `${m.kind} to ${m.to}: ${m.text.split('\n').find((l) => l.includes('http')) ?? ''}`)),
    } as never,
    { removeOf: note('links removed'), issue: async () => (issued.count++, 'TOKEN') } as never,
    { removeOf: note('CV log removed') } as never,
    { inLanguage: async () => 'सुरक्षा रक्षक' } as never,
    { recipient: async () => 'hiring@example.com' } as never,
    {
      queue: async (sms: { to: string; text: string; template: string; about: string }) => void done.push(`SMS to ${sms.to} about ${sms.about}: ${sms.text}`),
      removeOf: note('SMS removed'),
    } as never,
    { mail: { siteUrl: 'https://www.example.com', companyTo: 'office@example.com' }, sms: { templateIds: {} } } as unknown as AppConfig,
  );
  return { made, done, issued };
}

describe('a new application', () => {
  it('queues the office’s notification and the candidate’s confirmation with the private link, in its language', async () => {
    const { made, done } = listeners();
    await made.confirmed({ id: ID, application: { ...move({}).application, language: 'mr' } });
    expect(done).toEqual([
      'notification to hiring@example.com: Open in the back office: https://www.example.com/admin/inbox/applyJobs/0123456789abcdef01234567',
      'confirmation to ravi@example.com: आपल्या अर्जाची स्थिती पाहा: https://www.example.com/mr/application/TOKEN',
    ]);
  });
});

describe('a new application by a proved number', () => {
  it('is confirmed by SMS in its language with the link to the candidate’s page, and no e-mail goes to no address', async () => {
    const { made, done, issued } = listeners();
    const application = {
      _id: ID,
      name: 'सुनील',
      mobile: '+919876543210',
      candidate: '+919876543210',
      phoneVerified: true,
      jobTitle: 'Security Guard',
      language: 'mr',
    };
    await made.confirmed({ id: ID, application });
    expect(done).toEqual([
      `notification to hiring@example.com: Open in the back office: https://www.example.com/admin/inbox/applyJobs/${ID}`,
      `SMS to +919876543210 about ${ID}: सुरक्षा रक्षक पदासाठी आपला अर्ज मिळाला आहे. स्थिती येथे पाहा: https://www.example.com/mr/application/TOKEN`,
    ]);
    // One link for both: two made at once for one application would race.
    expect(issued.count).toBe(1);
  });

  it('sends no SMS for an application whose number no code proved', async () => {
    const { made, done } = listeners();
    await made.confirmed({ id: ID, application: { _id: ID, name: 'Ravi', email: 'ravi@example.com', mobile: '9876543210', jobTitle: 'Security Guard' } });
    expect(done.filter((d) => d.startsWith('SMS'))).toEqual([]);
  });
});

describe('the stage e-mail', () => {
  it('is not sent, nor its absence written, for a move made on the edit screen (no choice to e-mail)', async () => {
    const { made, done } = listeners();
    await made.stageMail(move({}));
    expect(done).toEqual([]);
  });

  it('is written as not sent when the inbox chose not to tell the candidate', async () => {
    const { made, done } = listeners();
    await made.stageMail(move({ notify: false }));
    expect(done).toEqual(['history: The candidate was not e-mailed']);
  });

  it('is sent for Shortlisted, Hired and Rejected only, and its sending written', async () => {
    const { made, done } = listeners();
    await made.stageMail(move({ to: 'Reviewed', notify: true }));
    await made.stageMail(move({ to: 'Hired', notify: true }));
    expect(done).toEqual(['told Hired', 'history: E-mailed the candidate: Your application: Hired']);
  });

  it('says when a held Shortlisted e-mail will go', async () => {
    const { made, done } = listeners({ held: new Date('2026-12-07T06:30:00Z') });
    await made.stageMail(move({ notify: true }));
    expect(done[1]).toMatch(
      /^history: The candidate will hear with the interview's invitation, or by this e-mail at .*12:00.*: Your application: Shortlisted$/,
    );
  });

  it('is not queued again by a replay whose first run queued it', async () => {
    const { made, done } = listeners({ wroteEmail: true });
    await made.stageMail(move({ notify: true, event: 'e1', replayed: true }));
    expect(done).toEqual([]);
  });
});

describe('a move on from Shortlisted', () => {
  it('drops the Shortlisted e-mail still held, and says so', async () => {
    const { made, done } = listeners();
    await made.shortlistLeft(move({ from: 'Shortlisted', to: 'Rejected' }));
    expect(done).toEqual(['held e-mail dropped', 'history: The held Shortlisted e-mail was not sent: the application moved to Rejected']);
  });

  it('writes nothing when no e-mail was held, or the move came from another stage', async () => {
    const none = listeners({ dropped: false });
    await none.made.shortlistLeft(move({ from: 'Shortlisted', to: 'Rejected' }));
    expect(none.done).toEqual(['held e-mail dropped']);
    const other = listeners();
    await other.made.shortlistLeft(move({ from: 'Reviewed', to: 'Rejected' }));
    expect(other.done).toEqual([]);
  });
});

describe('a withdrawal and a delete', () => {
  it('cancels the interviews to come; the company hears only of the candidate’s own withdrawal', async () => {
    const byAdmin = listeners();
    await byAdmin.made.withdrawn(move({ to: 'Withdrawn' }));
    expect(byAdmin.done).toEqual(['interviews cancelled']);
    const byCandidate = listeners();
    await byCandidate.made.withdrawn(move({ to: 'Withdrawn', actor: CANDIDATE }));
    expect(byCandidate.done).toEqual(['interviews cancelled', 'company told']);
  });

  it('takes the links, the CV log, the interviews and the SMS log before applications are deleted', async () => {
    const { made, done } = listeners();
    await made.removing({ ids: [ID] });
    expect(done.sort()).toEqual(['CV log removed', 'SMS removed', 'interviews removed', 'links removed']);
  });
});
