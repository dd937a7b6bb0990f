// The shared kit's words in Hindi and Marathi (docs/i18n.md), loaded by the shell on those languages' pages.
import { catalogues } from '../i18n/i18n';

export const sharedUiCatalogues = catalogues({
  hi: () => import('./hi.json', { with: { type: 'json' } }),
  mr: () => import('./mr.json', { with: { type: 'json' } }),
});
