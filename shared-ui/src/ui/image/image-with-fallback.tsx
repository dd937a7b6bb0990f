// Images from the API (stored paths shown as API base + path) with a placeholder when missing or broken.
// Width and height (or an aspect ratio) reserve the box before the file arrives, so nothing shifts.
import { type CSSProperties, type ImgHTMLAttributes, useState } from 'react';
import { assetUrl } from '../../config/runtime-config';
import { responsiveSrcSet } from './responsive';

export const PLACEHOLDER_IMAGE = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 90"><rect width="120" height="90" fill="#eef4f8"/><path d="M30 66 L52 40 L66 56 L76 46 L92 66 Z" fill="#9fb3c8"/><circle cx="80" cy="30" r="8" fill="#9fb3c8"/><text x="60" y="84" font-family="sans-serif" font-size="9" fill="#627d98" text-anchor="middle">No Image</text></svg>',
)}`;

export type ImageWithFallbackProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & {
  /** A stored path from the API, an absolute address, or nothing (the placeholder is shown). */
  src: string | null | undefined;
  /** CSS aspect ratio such as '4 / 3' when width and height are not known. */
  aspectRatio?: string;
};

export function ImageWithFallback({ src, alt = '', loading = 'lazy', aspectRatio, style, onError, sizes, ...rest }: ImageWithFallbackProps) {
  const resolved = assetUrl(src) ?? PLACEHOLDER_IMAGE;
  const srcSet = responsiveSrcSet(src);
  const [failed, setFailed] = useState<string | null>(null);
  const css: CSSProperties | undefined = aspectRatio ? { aspectRatio, objectFit: 'cover', ...style } : style;
  return (
    <img
      {...rest}
      alt={alt}
      loading={loading}
      decoding="async"
      style={css}
      src={failed === resolved ? PLACEHOLDER_IMAGE : resolved}
      // A lazy image is measured before it loads: 'auto' picks the copy for its drawn width.
      srcSet={failed === resolved ? undefined : srcSet}
      sizes={srcSet ? (sizes ?? (loading === 'lazy' ? 'auto, 100vw' : '100vw')) : undefined}
      onError={(e) => {
        setFailed(resolved);
        onError?.(e);
      }}
    />
  );
}
