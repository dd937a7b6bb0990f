// Async boundary: shared singletons are negotiated before any of them is used. The chunk is named so the shell's
// server can list it among the page's start-up downloads.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
