// The main site's words in Hindi and Marathi (docs/i18n.md), given to the shell with its pages: a page loads only
// its own language's.
import { catalogues } from '@site/shared-ui';
import english from './hi.json?english';

export const messages = catalogues(english, { hi: () => import('./hi.json'), mr: () => import('./mr.json') });
