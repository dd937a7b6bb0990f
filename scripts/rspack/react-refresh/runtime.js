// Development only. The shell and the remotes are separate builds running in one page with one React: React
// Refresh works only if they all register components with the runtime that React reports to (the first one
// loaded, the shell's). Each build's copy hands over to that one.
const own = require('../../../node_modules/react-refresh/runtime.js');

module.exports = globalThis.__siteReactRefreshRuntime ??= own;
