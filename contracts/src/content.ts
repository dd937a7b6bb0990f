// Payloads of the content the admin manages (docs/behaviour.md §3, §5 admin side, §7.4): each content resource's
// fields as its own declaration gives them (resources/<resource>.ts). Files are declared apart (`files`).
import { z } from 'zod';
import type { ContentDeclaration, FieldShape } from './resources/content-declaration.js';
import { CONTENT_DECLARATIONS, type ContentDeclarations } from './resources/index.js';
import type { ContentKey } from './resources.js';

type ContentInputs = { [K in ContentKey]: z.ZodObject<ContentDeclarations[K]['fields'], z.core.$strip> };

/** A content resource's add payload: its declared fields. */
export const contentInputOf = <F extends FieldShape>(declaration: ContentDeclaration<F>) => z.object(declaration.fields);

/** The add payload of each content resource; an edit accepts the same fields, each optional. */
export const CONTENT_INPUTS = Object.fromEntries(
  Object.entries(CONTENT_DECLARATIONS).map(([key, declaration]) => [key, contentInputOf(declaration)]),
) as ContentInputs;
