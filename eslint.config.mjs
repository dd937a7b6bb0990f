// One lint setup for the monorepo. Import boundaries come from the `nx.tags` of each package.json: a package
// imports only the packages whose type it is allowed (remotes and host -> shared-ui -> contracts; api -> contracts).
// Import cycles, type-only imports included, are found by dependency-cruiser in each package's lint script
// (scripts/dependency-cruiser.mjs): import-x/no-cycle skips every `import type`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const MAY_IMPORT = {
  'type:contracts': [],
  'type:api': ['type:contracts'],
  'type:ui': ['type:contracts'],
  'type:remote': ['type:ui', 'type:contracts'],
  'type:host': ['type:ui', 'type:contracts'],
  'type:e2e': ['type:contracts'],
};
const readJson = (file) => JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8'));
const packages = readJson('./package.json').workspaces.map((dir) => {
  const [tag] = readJson(`./${dir}/package.json`).nx?.tags ?? [];
  if (!(tag in MAY_IMPORT)) throw new Error(`${dir}/package.json needs one of the tags ${Object.keys(MAY_IMPORT).join(', ')}`);
  return { dir, tag };
});
const boundaryZones = packages.map(({ dir, tag }) => ({
  target: `./${dir}`,
  from: packages.filter((p) => p.dir !== dir && !MAY_IMPORT[tag].includes(p.tag)).map((p) => `./${p.dir}`),
  message: `A ${tag} package may import only ${MAY_IMPORT[tag].join(' and ') || 'no other package'} (see docs/architecture.md).`,
}));

// Inside the API each room (a folder of api/src) reaches another only through that room's index.ts, and the
// infrastructure (common, config, logging) reaches no room (docs/architecture.md, "The API's rooms").
const API_SRC = './api/src';
const API_INFRA = ['common', 'config', 'logging'];
const apiRooms = readdirSync(new URL(API_SRC, import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory() && !API_INFRA.includes(d.name))
  .map((d) => d.name);
const apiRoomZones = [
  ...API_INFRA.map((dir) => ({
    target: `${API_SRC}/${dir}`,
    from: apiRooms.map((room) => `${API_SRC}/${room}`),
    message: `${dir}/ is infrastructure: it imports no room of the API.`,
  })),
  ...apiRooms.flatMap((room) =>
    apiRooms
      .filter((other) => other !== room)
      .map((other) => ({
        target: `${API_SRC}/${room}`,
        from: `${API_SRC}/${other}`,
        except: ['./index.ts'],
        message: `The ${room} room reaches ${other} only through ${other}/index.ts.`,
      })),
  ),
];

// Inside an app, a feature never imports another: screens are composed in src/app/, and what features share lives in
// src/components/ or src/lib/ (docs/architecture.md §1).
const featureZones = packages.flatMap(({ dir }) => {
  const features = new URL(`./${dir}/src/features/`, import.meta.url);
  if (!existsSync(features)) return [];
  return readdirSync(features, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => ({
      target: `./${dir}/src/features/${d.name}`,
      from: `./${dir}/src/features`,
      except: [`./${d.name}`],
      message: 'A feature never imports another feature: compose them in src/app/, share through src/components/ or src/lib/.',
    }));
});

// shared-ui's kit (ui/) reaches the zod forms only through React.lazy; the forms build on fields/, lib/ and api/, never
// on the kit, so the two folders never import each other. A form's test may render it through the kit's lazy wrapper.
const sharedUiZones = [
  {
    target: './shared-ui/src/forms/**/!(*.spec).{ts,tsx}',
    from: './shared-ui/src/ui',
    message: 'shared-ui/src/forms never imports the kit (ui/): move the shared piece down, to fields/, lib/ or api/.',
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.tools/**', 'data/**', '.nx/**', '**/*.js', '**/*.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['*/tsconfig.json'] })] },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Zones are paths from the repository root, wherever eslint runs (each package lints from its own folder).
      'import-x/no-restricted-paths': [
        'error',
        { basePath: fileURLToPath(new URL('.', import.meta.url)), zones: [...boundaryZones, ...apiRoomZones, ...featureZones, ...sharedUiZones] },
      ],
    },
  },
  {
    files: ['contracts/src/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@nestjs/*', 'mongoose', 'react', 'react-*', '@site/*'], message: 'The contract is plain TypeScript + zod.' }] },
      ],
    },
  },
  {
    // shared-ui loads with the first page: zod and the full contract stay out of it (they double the first load).
    // Components that validate with zod live in shared-ui/src/forms and are reached only through React.lazy.
    files: ['shared-ui/src/**/*.{ts,tsx}'],
    ignores: ['shared-ui/src/forms/**', 'shared-ui/src/**/*.spec.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', allowTypeImports: true, message: 'Only shared-ui/src/forms (lazy) may load zod.' },
            { name: '@site/contracts', allowTypeImports: true, message: 'Use @site/contracts/constants or /resources; schemas only in shared-ui/src/forms.' },
            { name: '@hookform/resolvers/zod', message: 'Only shared-ui/src/forms (lazy) may load zod.' },
          ],
        },
      ],
    },
  },
);
