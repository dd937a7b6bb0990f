// A page's <head>: title, description, canonical address, Open Graph tags, robots and JSON-LD. The same list of
// tags is written into the HTML by the shell's server and kept up to date by the browser on every navigation.
import type { PageMeta } from './site-pages';
import { SITE_NAME } from './site-pages';

export interface HeadTag {
  /** Stable key: the browser replaces the tag of the same key. */
  key: string;
  tag: 'meta' | 'link' | 'script';
  attrs: Record<string, string>;
  /** Text content (JSON-LD). */
  text?: string;
}

/** The same page in another language (`hreflang`: a language's code, or `x-default`). */
export interface LanguageAlternate {
  hreflang: string;
  href: string;
}

export interface HeadInput extends PageMeta {
  /** Absolute canonical address of the page. */
  url: string;
  /** The page's addresses in every language (public pages only). */
  alternates?: LanguageAlternate[];
  /** Absolute address of the preview image, if any. */
  imageUrl?: string;
  noindex?: boolean;
}

/** JSON inside <script>: `<` is escaped so no text of the content can close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function headTags({ title, description, url, alternates = [], imageUrl, jsonLd, noindex }: HeadInput): HeadTag[] {
  const meta = (key: string, attrs: Record<string, string>): HeadTag => ({ key, tag: 'meta', attrs });
  const tags: HeadTag[] = [
    meta('description', { name: 'description', content: description }),
    { key: 'canonical', tag: 'link', attrs: { rel: 'canonical', href: url } },
    ...alternates.map(({ hreflang, href }): HeadTag => ({ key: `alternate-${hreflang}`, tag: 'link', attrs: { rel: 'alternate', hreflang, href } })),
    meta('og:type', { property: 'og:type', content: 'website' }),
    meta('og:site_name', { property: 'og:site_name', content: SITE_NAME }),
    meta('og:title', { property: 'og:title', content: title }),
    meta('og:description', { property: 'og:description', content: description }),
    meta('og:url', { property: 'og:url', content: url }),
    meta('twitter:card', { name: 'twitter:card', content: imageUrl ? 'summary_large_image' : 'summary' }),
  ];
  if (imageUrl) tags.push(meta('og:image', { property: 'og:image', content: imageUrl }));
  if (noindex) tags.push(meta('robots', { name: 'robots', content: 'noindex, nofollow' }));
  if (jsonLd) tags.push({ key: 'jsonld', tag: 'script', attrs: { type: 'application/ld+json' }, text: scriptJson(jsonLd) });
  return tags;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The head as HTML, for the server. */
export function headHtml(input: HeadInput): string {
  const tags = headTags(input).map(({ key, tag, attrs, text }) => {
    const a = Object.entries({ ...attrs, 'data-head': key })
      .map(([k, v]) => `${k}="${escapeHtml(v)}"`)
      .join(' ');
    return tag === 'script' ? `<script ${a}>${text ?? ''}</script>` : `<${tag} ${a}>`;
  });
  return [`<title>${escapeHtml(input.title)}</title>`, ...tags].join('\n    ');
}

/** The head in the browser: tags of the same key are updated, tags no longer wanted removed. */
export function applyHead(input: HeadInput, doc: Document = document) {
  doc.title = input.title;
  const wanted = headTags(input);
  const keys = new Set(wanted.map((t) => t.key));
  doc.head.querySelectorAll('[data-head]').forEach((el) => {
    if (!keys.has(el.getAttribute('data-head')!)) el.remove();
  });
  for (const { key, tag, attrs, text } of wanted) {
    let el = doc.head.querySelector(`[data-head="${key}"]`);
    if (!el || el.tagName.toLowerCase() !== tag) {
      el?.remove();
      el = doc.createElement(tag);
      el.setAttribute('data-head', key);
      doc.head.appendChild(el);
    }
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
    if (text !== undefined) el.textContent = text;
  }
}
