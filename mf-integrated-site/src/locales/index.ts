// The integrated site's words in Hindi and Marathi (docs/i18n.md), given to the shell with its pages: a page loads
// only its own language's.
import { catalogues } from '@site/shared-ui';

export const messages = catalogues({ hi: () => import('./hi.json'), mr: () => import('./mr.json') });
