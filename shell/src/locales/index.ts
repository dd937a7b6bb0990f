// The shell's own words in Hindi and Marathi (landing page, a remote's fallback), loaded on those languages' pages.
import { catalogues } from '@site/shared-ui';
import english from './hi.json?english' with { type: 'json' };

export const shellCatalogues = catalogues(english, {
  hi: () => import('./hi.json', { with: { type: 'json' } }),
  mr: () => import('./mr.json', { with: { type: 'json' } }),
});
