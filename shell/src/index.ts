// Async boundary: shared singletons are negotiated before any of them is used. The chunk is named so the shell's
// server can list it among the page's start-up downloads.
//
// The start-up modules are evaluated in steps (React DOM, then the UI kit with its store, router and API client,
// then the app), each in a task of its own: evaluated together they made one task long enough to block a phone.
// An `import()` evaluates its modules when it resolves; the yield after it ends the task.
import { yieldToBrowser } from './yield-to-browser';

void (async () => {
  await import('react-dom/client');
  await yieldToBrowser();
  await import('@site/shared-ui');
  await yieldToBrowser();
  await import(/* webpackChunkName: "bootstrap" */ './bootstrap');
})();
