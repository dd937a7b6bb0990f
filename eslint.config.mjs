// One lint setup for the monorepo. Import boundaries come from the `nx.tags` of each package.json: a package
// imports only the packages whose type it is allowed (remotes and host -> shared-ui -> contracts; api -> contracts).
import { readdirSync, readFileSync } from 'node:fs';
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
  ...API_INFRA.map((dir) => ({ target: `${API_SRC}/${dir}`, from: apiRooms.map((room) => `${API_SRC}/${room}`), message: `${dir}/ is infrastructure: it imports no room of the API.` })),
  ...apiRooms.flatMap((room) =>
    apiRooms
      .filter((other) => other !== room)
      .map((other) => ({ target: `${API_SRC}/${room}`, from: `${API_SRC}/${other}`, except: ['./index.ts'], message: `The ${room} room reaches ${other} only through ${other}/index.ts.` })),
  ),
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
      'import-x/no-cycle': 'error',
      // Zones are paths from the repository root, wherever eslint runs (each package lints from its own folder).
      'import-x/no-restricted-paths': ['error', { basePath: fileURLToPath(new URL('.', import.meta.url)), zones: [...boundaryZones, ...apiRoomZones] }],
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
