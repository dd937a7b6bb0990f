// Where a plain HTML form was left by its last post to the shell's server (PostedForm): the page's data carries it,
// so the server and the browser draw the form at the same step.
import type { PlainFormKind, PostedForm } from '@site/contracts';

let posted: PostedForm | null = null;

export function setPostedForm(form: PostedForm | null) {
  posted = form;
}

/** The posted state of the form `kind` on this page, if the page answers a post of it. */
export const postedForm = (kind: PlainFormKind): PostedForm | null => (posted?.form === kind ? posted : null);

/** What a plain form holds as the visitor left it (its fields by name), and which field had the focus. */
export interface TypedForm {
  values: Record<string, string>;
  focused?: string;
}

/** Reads the plain form inside `frame`: null when there is none (the form was never drawn plain). */
export function typedIn(frame: HTMLElement | null): TypedForm | null {
  const form = frame?.querySelector('form');
  if (!form) return null;
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') values[name] = value;
  const active = document.activeElement;
  const focused = active && form.contains(active) ? (active.getAttribute('name') ?? undefined) : undefined;
  return { values, focused };
}
