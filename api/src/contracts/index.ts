// The API's public contract: plain TypeScript + zod, shared with the frontends (no Nest or mongoose here).
export * from './constants.js';
export * from './fields.js';
export * from './content.js';
export * from './submissions.js';
export * from './routes.js';
export * from './images.js';
