import { describe, expect, it } from '@jest/globals';
import { candidateMailWords } from './status-mail-words';

const held = (minutes: number) => ({
  kind: 'status',
  status: 'pending',
  createdAt: '2026-11-21T04:30:00.000Z',
  heldUntil: new Date(Date.parse('2026-11-21T04:30:00.000Z') + minutes * 60_000).toISOString(),
});

describe('candidateMailWords', () => {
  it('says a held Shortlisted e-mail waits for the invitation, and for how long the server holds it', () => {
    expect(candidateMailWords('Shortlisted', true, [held(30)])).toBe("the candidate will hear with the interview's invitation, or in 30 minutes");
    expect(candidateMailWords('Shortlisted', true, [held(1)])).toBe("the candidate will hear with the interview's invitation, or in 1 minute");
    expect(candidateMailWords('Shortlisted', true, [held(120)])).toBe("the candidate will hear with the interview's invitation, or in 2 hours");
  });

  it('says the candidate was e-mailed when nothing is held, and nothing for a status without an e-mail or unticked', () => {
    expect(candidateMailWords('Shortlisted', true, [{ kind: 'status', status: 'pending' }])).toBe('candidate e-mailed');
    expect(candidateMailWords('Rejected', true, [])).toBe('candidate e-mailed');
    expect(candidateMailWords('Reviewed', true, [held(30)])).toBeNull();
    expect(candidateMailWords('Shortlisted', false, [held(30)])).toBeNull();
  });
});
