// The first page's copy of the content resources' addresses (content-addresses.generated.ts) must say what the
// declarations say. After changing a declaration's address, words or files, rewrite it:
// `npm run resources:addresses -w @site/contracts` (then prettier).
import { writeFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { CONTENT_ADDRESSES } from './content-addresses.generated.js';
import { addressOf, CONTENT_DECLARATIONS } from './index.js';
import type { ContentDeclaration } from './content-declaration.js';

const derived = Object.fromEntries(Object.entries(CONTENT_DECLARATIONS).map(([key, d]) => [key, addressOf(d as ContentDeclaration)]));

if (process.env.UPDATE_CONTENT_ADDRESSES) {
  const header = [
    '// Generated from the declarations of this folder by content-addresses.spec.ts; do not edit (see that spec).',
    '// The zod-free part of each content resource that the first page loads through resources.ts.',
  ].join('\n');
  writeFileSync(
    new URL('./content-addresses.generated.ts', import.meta.url),
    `${header}\nexport const CONTENT_ADDRESSES = ${JSON.stringify(derived, null, 2)} as const;\n`,
  );
}

describe('content addresses', () => {
  (process.env.UPDATE_CONTENT_ADDRESSES ? it.skip : it)('are the declarations’ addresses, words and files, resource by resource', () => {
    expect(CONTENT_ADDRESSES).toEqual(derived);
  });
});
