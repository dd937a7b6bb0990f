// Stands in for @module-federation/sdk's `dist/node.js` in browser builds. The runtime calls these only where there
// is no DOM (loading a remote entry in Node), never in a browser, yet the SDK's index imports them, which cost every
// page about 2 KB of gzip in the shell and again in each remote entry.
const inNodeOnly = (name) => () => {
  throw new Error(`@module-federation/sdk ${name} runs only in Node`);
};
export const createScriptNode = inNodeOnly('createScriptNode');
export const loadScriptNode = inNodeOnly('loadScriptNode');
