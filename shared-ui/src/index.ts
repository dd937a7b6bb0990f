// shared-ui: the UI kit, session store, API client and runtime config that the shell and every remote share
// (one instance at run time, as a Module Federation singleton).
export * from './config/runtime-config';
export * from './api/api';
export * from './api/use-site-settings';
export * from './api/types';
export * from './api/use-upload';
export * from './api/submission-feedback';
export * from './session/session-slice';
export * from './session/storage';
export * from './store/store';
export * from './app/app-providers';
export * from './app/standalone';
export * from './app/site-layout';
export * from './ui';
export * from './pages';
export * from './pages/route-data';
export * from './pages/remote-paths';
export * from './pages/site-links';
// What the shell and the remotes use of the words; the rest stays inside the shared kit (its chunk keeps every export).
export { activateLanguage, addMessages, type Catalogues, catalogues, currentLanguage, inLanguage, loadCatalogues, type Messages, t } from './i18n/i18n';
export { routerBasename, startLanguage } from './i18n/page-language';
export { sharedUiCatalogues } from './locales';
// The shell reads addresses through the shared kit's copy of these, not a second one in its start-up code.
export { DEFAULT_LANGUAGE, languagePath, splitLanguagePath } from '@site/contracts/languages';
