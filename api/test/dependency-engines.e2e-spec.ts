// The Node versions promised in package.json `engines` (and the README) are ones every installed package supports.
import { describe, expect, it } from '@jest/globals';
import { promisedNodeVersions, unsupportedDependencies } from '../../scripts/check-engines.mjs';

describe('dependency engines', () => {
  it('checks the first promised release of each Node line and the running one', () => {
    const { versions } = promisedNodeVersions();
    expect(versions).toContain(process.versions.node);
    expect(versions).toContain('20.19.0');
  });
  it('installs no package that refuses a promised Node version', () => {
    expect(unsupportedDependencies()).toEqual([]);
  });
});
