// An application's hooks: its own part around the hooks every submission shares, in which order, and its stage
// moved by its own method. A real bus; the stores and the room's providers are stand-ins that say what they did.
import { describe, expect, it } from '@jest/globals';
import { EventEmitter2 } from '@nestjs/event-emitter';
import type { Model } from 'mongoose';
import type { TokenPayload } from '../common/auth/requests.js';
import { DomainEventBus } from '../common/events/domain-events.js';
import type { Doc, ResourceHooks } from '../common/resource/resource-hooks.js';
import { APPLICATIONS } from './application-resource.js';

const ADMIN: TokenPayload = { sub: 'a1', role: 'admin', name: 'Administrator' };
const ID = '0123456789abcdef01234567';

function hooks() {
  const seen: string[] = [];
  const emitter = new EventEmitter2();
  for (const name of ['submission.received', 'submission.removing']) emitter.on(name, () => void seen.push(name));
  const parts = {
    events: new DomainEventBus(emitter),
    kinds: { add: () => undefined },
    notices: { consentNow: async () => (seen.push('consent'), { at: 'now', version: 1 }) },
    effects: { register: () => undefined, dropAbout: async () => void seen.push('edits dropped') },
  };
  const jobs = {
    applicationTo: async (_data: unknown, answers: unknown) => (seen.push(`job found, answers ${JSON.stringify(answers)}`), { jobId: 'j1', jobTitle: 'Guard' }),
  };
  const applications = {
    submitted: async () => void seen.push('application.submitted'),
    removing: async () => void seen.push('application.removing'),
    moveStage: async (doc: Doc, to: string, actor: TokenPayload, context: unknown, also: unknown) => (
      seen.push(`moved to ${to} by ${actor.name}, ${JSON.stringify({ context, also })}`),
      doc
    ),
  };
  const applied = { forget: async () => void seen.push('claims forgotten') };
  const made = APPLICATIONS.hooks!.make({} as Model<Doc>, ...([parts, jobs, applications, applied] as never[])) as ResourceHooks;
  return { made, seen };
}

describe('an application’s hooks', () => {
  it('find its job and answers first, then record consent as every submission does', async () => {
    const { made, seen } = hooks();
    const stored = await made.prepare!({ name: 'Ravi', jobId: 'j1', answers: { q1: 'Yes' }, consent: true });
    expect(seen).toEqual(['job found, answers {"q1":"Yes"}', 'consent']);
    expect(stored).toEqual(expect.objectContaining({ name: 'Ravi', jobId: 'j1', jobTitle: 'Guard', consent: { at: 'now', version: 1 } }));
    expect(stored).not.toHaveProperty('answers');
  });

  it('publish a stored application as every submission, then its own fact (its e-mails listen to it)', async () => {
    const { made, seen } = hooks();
    await made.created!({ _id: ID });
    expect(seen).toEqual(['submission.received', 'application.submitted']);
  });

  it('take what the room keeps about applications before what every submission keeps', async () => {
    const { made, seen } = hooks();
    await made.removing!([{ _id: ID }]);
    expect(seen).toEqual(['claims forgotten', 'application.removing', 'edits dropped', 'submission.removing']);
  });

  it('move a stage by the room’s own method, with the inbox’s note and the fields set with it', async () => {
    const { made, seen } = hooks();
    await made.moves!.status!({ _id: ID }, 'Shortlisted', ADMIN, { note: 'Strong', notify: true }, { assignee: 'a2' });
    expect(seen).toEqual(['moved to Shortlisted by Administrator, {"context":{"note":"Strong","notify":true},"also":{"assignee":"a2"}}']);
  });
});
