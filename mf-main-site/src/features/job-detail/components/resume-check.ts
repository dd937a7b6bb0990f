// The resume rules of docs/behaviour.md §5: PDF, DOC or DOCX by type, at most 5 MB, required.
import { LIMITS, RESUME_EXTENSIONS, RESUME_MESSAGES } from '@site/contracts/constants';

export const RESUME_TYPES = ['application/pdf', 'application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'] as const;

/** What the file picker offers: the extensions and the types. */
export const RESUME_ACCEPT = [...RESUME_EXTENSIONS, ...RESUME_TYPES].join(',');

export interface FileLike {
  name: string;
  type: string;
  size: number;
}

/** The message for a chosen (or missing) resume, or null when it is acceptable. */
export function checkResume(file: FileLike | null | undefined): string | null {
  if (!file) return RESUME_MESSAGES.required;
  const known = (RESUME_TYPES as readonly string[]).includes(file.type);
  // Some systems give no type for Word files; then the extension decides.
  const byName = file.type === '' && RESUME_EXTENSIONS.some((ext) => file.name.toLowerCase().endsWith(ext));
  if (!known && !byName) return RESUME_MESSAGES.type;
  if (file.size > LIMITS.fileBytes) return RESUME_MESSAGES.size;
  return null;
}
