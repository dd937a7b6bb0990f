// One lint setup for the monorepo. Import boundaries (ARCHITECTURE §1): remotes -> shared-ui -> api contract;
// the shell imports no remote; a remote never imports another; api imports nothing from the frontends.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const frontends = ['shell', 'mf-main-site', 'mf-integrated-site', 'mf-admin', 'shared-ui'];
const remotes = ['mf-main-site', 'mf-integrated-site', 'mf-admin'];

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
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './api', from: frontends.map((f) => `./${f}`), message: 'The API imports nothing from the frontends.' },
            { target: frontends.map((f) => `./${f}`), from: './api', except: ['./src/contracts'], message: 'Frontends use only the API contract (api/src/contracts).' },
            { target: './api/src/contracts', from: './api/src', except: ['./contracts'], message: 'The contract is plain TypeScript + zod: no Nest or mongoose code.' },
            { target: './shell', from: remotes.map((r) => `./${r}`), message: 'The shell loads remotes at run time only.' },
            { target: './shared-ui', from: [...remotes, 'shell'].map((r) => `./${r}`), message: 'shared-ui depends on no app.' },
            ...remotes.map((r) => ({ target: `./${r}`, from: [...remotes.filter((o) => o !== r), 'shell'].map((o) => `./${o}`), message: 'A remote never imports another app.' })),
          ],
        },
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
            { name: '@site/api/contracts', allowTypeImports: true, message: 'Use @site/api/contracts/constants or /routes; schemas only in shared-ui/src/forms.' },
            { name: '@hookform/resolvers/zod', message: 'Only shared-ui/src/forms (lazy) may load zod.' },
          ],
        },
      ],
    },
  },
);
