import { describe, expect, it } from '@jest/globals';
import { checkResume, RESUME_ACCEPT } from './resume-check';

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('checkResume (docs/behaviour.md §5)', () => {
  it('requires a file', () => {
    expect(checkResume(null)).toBe('Resume file is required');
    expect(checkResume(undefined)).toBe('Resume file is required');
  });
  it('accepts PDF, DOC and DOCX by type', () => {
    expect(checkResume(file('cv.pdf', 'application/pdf'))).toBeNull();
    expect(checkResume(file('cv.doc', 'application/msword'))).toBeNull();
    expect(checkResume(file('cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'))).toBeNull();
  });
  it('refuses other types, whatever the name says', () => {
    expect(checkResume(file('cv.png', 'image/png'))).toBe('Please upload a PDF or Word document');
    expect(checkResume(file('cv.pdf', 'text/plain'))).toBe('Please upload a PDF or Word document');
  });
  it('falls back to the extension only when the system gives no type', () => {
    expect(checkResume(file('CV.DOCX', ''))).toBeNull();
    expect(checkResume(file('cv.txt', ''))).toBe('Please upload a PDF or Word document');
  });
  it('allows up to 5 MB', () => {
    expect(checkResume(file('cv.pdf', 'application/pdf', 5 * MB))).toBeNull();
    expect(checkResume(file('cv.pdf', 'application/pdf', 5 * MB + 1))).toBe('File size exceeds 5MB limit');
  });
  it('limits the picker to .pdf, .doc and .docx', () => {
    expect(RESUME_ACCEPT.split(',').slice(0, 3)).toEqual(['.pdf', '.doc', '.docx']);
  });
});
