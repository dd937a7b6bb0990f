import { describe, expect, it } from '@jest/globals';
import { APPLICATION_STATUSES } from '@site/contracts/constants';
import { CANDIDATE_STAGES } from '@site/contracts';
import { stageText } from './stage-text';

describe('stageText', () => {
  it("says each stage in the candidate's words on an English page, as the API does", () => {
    for (const status of APPLICATION_STATUSES) expect(stageText(status, 'ignored')).toBe(CANDIDATE_STAGES[status]);
  });
  it("shows the API's own words for a status it does not know", () => {
    expect(stageText('Archived', 'Kept on file')).toBe('Kept on file');
    expect(stageText('constructor', 'Kept on file')).toBe('Kept on file');
  });
});
