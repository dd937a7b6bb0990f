// An e-mail's preview is a document of its own, in a frame: the back office's Devanagari faces (devanagari-faces.css)
// do not reach it. The e-mail names Noto Sans Devanagari after the fonts a mail app has; the frame gets the same
// self-hosted files, so a Hindi or Marathi preview is not drawn as boxes on a device without a Devanagari font.
import regular from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2';
import bold from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2';

const face = (weight: number, url: string) =>
  `@font-face{font-family:'Noto Sans Devanagari';font-weight:${weight};font-display:swap;src:url('${new URL(url, document.baseURI).href}') format('woff2')}`;

/** The e-mail's HTML with the Devanagari faces declared in its head. */
export function withDevanagariType(html: string): string {
  const style = `<style>${face(400, regular)}${face(700, bold)}</style>`;
  return /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (head) => head + style) : html.replace(/<body/i, `<head>${style}</head><body`);
}
