// The Node versions promised in package.json `engines` (and the README) are ones every installed package supports.
import { describe, expect, it } from '@jest/globals';
import { promisedNodeVersions, unsupportedDependencies } from '../../scripts/check-engines.mjs';

describe('dependency engines', () => {
  it('checks the first promised release of each Node line and the running one', () => {
    const { versions } = promisedNodeVersions();
    expect(versions).toContain(process.versions.node);
    expect(versions).toEqual(expect.arrayContaining(['22.19.0', '24.11.0']));
    // Node 20 gets no security fixes: not promised, and the tests do not run on it.
    expect(versions.some((v) => v.startsWith('20.'))).toBe(false);
    expect(process.versions.node.split('.')[0]).toBe('24');
  });
  it('installs no package that refuses a promised Node version', () => {
    expect(unsupportedDependencies()).toEqual([]);
  });
});
