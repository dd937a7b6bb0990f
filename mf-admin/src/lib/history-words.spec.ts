import { describe, expect, it } from '@jest/globals';
import type { InboxEvent } from '@site/contracts';
import { historyLine } from './history-words';

const at = '2026-11-20T10:35:00.000Z';
const line = (e: Partial<InboxEvent>, names?: (id: string) => string | undefined) =>
  historyLine({ at, by: 'a1', byName: 'Ritu Recruiter', kind: 'note', ...e }, names);

describe('a submission’s history in words', () => {
  it('says who, when and what for a status, an assignee and a note', () => {
    expect(line({ kind: 'status', from: null, to: 'Reviewed' })).toBe('Ritu Recruiter, 20 Nov 2026, 4:05 pm: status New → Reviewed');
    expect(line({ kind: 'assignee', to: 'a2' }, (id) => (id === 'a2' ? 'Asha' : undefined))).toBe('Ritu Recruiter, 20 Nov 2026, 4:05 pm: assigned to Asha');
    expect(line({ kind: 'assignee', to: 'a2' })).toBe('Ritu Recruiter, 20 Nov 2026, 4:05 pm: assigned to an admin');
    expect(line({ kind: 'assignee', to: null })).toBe('Ritu Recruiter, 20 Nov 2026, 4:05 pm: assigned to nobody');
    expect(line({ kind: 'note', text: 'Called back' })).toBe('Ritu Recruiter, 20 Nov 2026, 4:05 pm: note “Called back”');
  });

  it('names an edited field as the forms do', () => {
    expect(line({ kind: 'edit', text: 'mobile', from: '98220 12345', to: '98220 54321' })).toBe(
      'Ritu Recruiter, 20 Nov 2026, 4:05 pm: changed Mobile from “98220 12345” to “98220 54321”',
    );
  });

  it('gives e-mails and interviews their own sentence, never "— → —"', () => {
    expect(line({ kind: 'email', text: 'E-mailed the candidate: Shortlisted' })).toBe(
      'Ritu Recruiter, 20 Nov 2026, 4:05 pm: E-mailed the candidate: Shortlisted',
    );
    expect(line({ kind: 'interview', text: 'Interview cancelled' })).toBe('Ritu Recruiter, 20 Nov 2026, 4:05 pm: Interview cancelled');
    expect(line({ byName: undefined, kind: 'interview', text: 'Interview cancelled' })).toMatch(/^An admin, /);
  });
});
