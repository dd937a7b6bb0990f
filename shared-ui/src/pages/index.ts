// What the shell's server uses to write a page's head and hints: plain functions, no React, no styles.
export * from './drive-event';
export * from './drive-paths';
export * from './drive-words';
export * from './job-posting';
export * from './language-addresses';
export * from './page-head';
export * from './site-pages';
export { responsiveSrcSet } from '../ui/image/responsive';
export * from './remote-paths';
