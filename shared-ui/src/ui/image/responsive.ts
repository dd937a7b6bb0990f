// `srcset` for a stored photo: its narrower WebP copies and itself, so the browser picks the one its screen needs.
// A visitor saving data gets the narrowest copy only.
import { sizedImage } from '@site/contracts/images';
import { assetUrl, savesData } from '../../config/runtime-config';

/** `toUrl`: stored path to address (the API base from the runtime configuration, by default). */
export function responsiveSrcSet(path: string | null | undefined, toUrl: (p: string) => string | undefined = assetUrl): string | undefined {
  const sized = path ? sizedImage(path) : null;
  if (!path || !sized) return undefined;
  const narrowest = sized.variants[0];
  if (savesData() && narrowest) return `${toUrl(narrowest.path)} ${narrowest.width}w`;
  return [...sized.variants.map((v) => `${toUrl(v.path)} ${v.width}w`), `${toUrl(path)} ${sized.width}w`].join(', ');
}
