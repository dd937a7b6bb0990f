// The public contract of the API: plain TypeScript + zod, shared by the API and the frontends (no Nest,
// mongoose or React here). `@site/contracts/resources` and `/constants` are zod-free for the first page load.
export * from './constants.js';
export * from './fields.js';
export * from './content.js';
export * from './submissions.js';
export * from './accounts.js';
export * from './roles.js';
export * from './resources.js';
export * from './inputs.js';
export * from './images.js';
export * from './list-query.js';
export * from './inbox.js';
export * from './hiring.js';
export * from './privacy.js';
export * from './candidate.js';
export * from './csv.js';
export * from './answers.js';
export * from './jobs.js';
export * from './history.js';
export * from './site-settings.js';
export * from './screening.js';
export * from './two-factor.js';
export * from './indian-format.js';
export * from './audit.js';
export * from './languages.js';
export * from './translations.js';
export * from './translation-input.js';
