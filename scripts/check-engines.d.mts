// Types of check-engines.mjs for the API's TypeScript tests.
export function promisedNodeVersions(root?: string): { range: string; versions: string[] };
export function unsupportedDependencies(root?: string): string[];
export function packagesWithInstallScripts(root?: string): string[];
