// Runs the API's own entry point (src/main.ts) as `npm start` runs its build, in a process of its own, without
// building first: each TypeScript file is compiled by SWC as it is imported, with the options of api/.swcrc.
// `node --conditions=source run-main.mjs`; the environment configures the API as it does in production.
import { readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';
import { transformSync } from '@swc/core';

const SWC = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2022',
    experimental: { keepImportAttributes: true },
  },
  module: { type: 'es6' },
  sourceMaps: 'inline',
};

registerHooks({
  // The sources import each other as `./file.js`, which is `./file.ts` before the build.
  resolve(specifier, context, next) {
    try {
      return next(specifier, context);
    } catch (err) {
      if (!/^\.{1,2}\/.*\.js$/.test(specifier)) throw err;
      return next(specifier.replace(/\.js$/, '.ts'), context);
    }
  },
  load(url, context, next) {
    if (!url.startsWith('file:') || !url.endsWith('.ts')) return next(url, context);
    const filename = fileURLToPath(url);
    const { code } = transformSync(readFileSync(filename, 'utf8'), { ...SWC, filename });
    return { format: 'module', source: code, shortCircuit: true };
  },
});

await import('../../src/main.ts');
