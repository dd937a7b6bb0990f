// The shell's own words in Hindi and Marathi (landing page, a remote's fallback), loaded on those languages' pages.
import { catalogues } from '@site/shared-ui';

export const shellCatalogues = catalogues({
  hi: () => import('./hi.json', { with: { type: 'json' } }),
  mr: () => import('./mr.json', { with: { type: 'json' } }),
});
