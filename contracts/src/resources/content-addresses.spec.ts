// The first page's copy of the content resources' addresses (content-addresses.generated.ts) must say what the
// declarations say. After changing a declaration's address, words or files, rewrite it:
// `npm run resources:addresses -w @site/contracts`. It is written as the declarations write it (legacyRoutes,
// image), which keeps the first page's code as small as before.
import { writeFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { CONTENT_ADDRESSES } from './content-addresses.generated.js';
import type { ContentDeclaration } from './content-declaration.js';
import { type FileDeclaration, legacyRoutes, type ResourceDeclaration } from './declaration.js';
import { addressOf, CONTENT_DECLARATIONS } from './index.js';

const derived = Object.fromEntries(Object.entries(CONTENT_DECLARATIONS).map(([key, d]) => [key, addressOf(d as ContentDeclaration)]));

const text = (v: unknown) => JSON.stringify(v);
const fileSource = (f: FileDeclaration) =>
  f.kind === 'image' && f.maxCount === 1 && !f.tooMany ? `image(${f.requiredOnAdd === undefined ? '' : text(f.requiredOnAdd)})` : text(f);

function addressSource(a: ResourceDeclaration): string {
  const { path, listKey, list, add, edit, remove, files, ...rest } = a;
  const [segment, name] = [path.replace(/^admin\//, ''), list.replace(/^get/, '')];
  const legacy = text(legacyRoutes(segment, name, listKey)) === text({ path, listKey, list, add, edit, remove });
  const lines = [
    ...Object.entries(rest).map(([k, v]) => `${k}: ${text(v)},`),
    ...(legacy
      ? [`...legacyRoutes(${text(segment)}, ${text(name)}, ${text(listKey)}),`]
      : Object.entries({ path, listKey, list, add, edit, remove }).map(([k, v]) => `${k}: ${text(v)},`)),
    ...(files
      ? [
          `files: { ${Object.entries(files)
            .map(([k, f]) => `${k}: ${fileSource(f)}`)
            .join(', ')} },`,
        ]
      : []),
  ];
  return `{\n${lines.join('\n')}\n}`;
}

if (process.env.UPDATE_CONTENT_ADDRESSES) {
  const source = [
    '// Generated from the declarations of this folder by content-addresses.spec.ts; do not edit (see that spec).',
    '// The zod-free part of each content resource that the first page loads through resources.ts.',
    "import { image, legacyRoutes } from './declaration.js';",
    '',
    `export const CONTENT_ADDRESSES = {\n${Object.entries(derived)
      .map(([key, a]) => `${key}: ${addressSource(a)},`)
      .join('\n')}\n} as const;`,
    '',
  ].join('\n');
  writeFileSync(new URL('./content-addresses.generated.ts', import.meta.url), source);
}

describe('content addresses', () => {
  (process.env.UPDATE_CONTENT_ADDRESSES ? it.skip : it)('are the declarations’ addresses, words and files, resource by resource', () => {
    expect(CONTENT_ADDRESSES).toEqual(derived);
  });
});
