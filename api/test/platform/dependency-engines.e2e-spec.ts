// The Node versions promised in package.json `engines` (and the README) are ones every installed package supports,
// npm scripts run on the project's Node 24, install scripts run only where package.json `allowScripts` says so, and
// every override in package.json says why it exists.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { packagesWithInstallScripts, promisedNodeVersions, unsupportedDependencies } from '../../../scripts/check-engines.mjs';
import { nodeProblem } from '../../../scripts/check-node.mjs';

const rootPackage = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
  allowScripts: Record<string, boolean>;
  '//allowScripts': Record<string, string>;
  overrides: Record<string, unknown>;
  '//overrides': Record<string, string>;
};

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
  it('refuses any Node but 24 before npm test and npm start, saying what to do', () => {
    expect(nodeProblem('24.21.0')).toBeNull();
    const missing = nodeProblem('20.20.2', '/nonexistent');
    expect(missing).toMatch(/^npm scripts are running on Node 20\.20\.2; this project runs on Node 24\./);
    expect(missing).toMatch(/"node": true in "allowScripts"/);
    expect(nodeProblem('22.19.0')).toMatch(/Node 22\.19\.0/);
  });
  it('decides on every install script of every installed package, with a reason beside each', () => {
    // npm 12 skips undecided install scripts with only a warning: a new one must be allowed or denied here.
    expect(Object.keys(rootPackage.allowScripts).sort()).toEqual(packagesWithInstallScripts());
    expect(Object.keys(rootPackage['//allowScripts']).sort()).toEqual(Object.keys(rootPackage.allowScripts).sort());
    // Only Node's own binary runs code at install time; the telemetry script never does.
    expect(Object.entries(rootPackage.allowScripts).filter(([, allowed]) => allowed)).toEqual([['node', true]]);
    expect(rootPackage.allowScripts['@scarf/scarf']).toBe(false);
  });
  it('gives the reason for every override beside it', () => {
    // An override outlives its reason unless the reason is written down: one under `//overrides` for each, and none
    // left behind for an override that is gone.
    expect(Object.keys(rootPackage['//overrides']).sort()).toEqual(Object.keys(rootPackage.overrides).sort());
    for (const reason of Object.values(rootPackage['//overrides'])) expect(reason).toMatch(/\S/);
  });
});
