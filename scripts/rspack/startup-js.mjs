// A remote's share of a page's JavaScript before it responds (@site/contracts/js-budget), measured on its build: by
// the build itself (past the share, it fails) and by the release that copies it (its record shows the bytes).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The gzip bytes (level 9) of the share's files in build folder `dir`. */
export async function startupJsOf(dir) {
  const { shareFiles } = await import('@site/contracts/js-budget');
  const manifest = JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8'));
  return shareFiles(manifest).reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dir, file)), { level: 9 }).length, 0);
}

/** Fails the remote's build when its share is past the budget, saying by how much. */
export class JsSharePlugin {
  constructor(remote) {
    this.remote = remote;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('JsSharePlugin', async () => {
      const { pastShare } = await import('@site/contracts/js-budget');
      const refusal = pastShare(this.remote, await startupJsOf(compiler.options.output.path));
      if (refusal) throw new Error(`The ${this.remote} remote is past its JavaScript budget: ${refusal} (docs/performance.md "The byte budget").`);
    });
  }
}
