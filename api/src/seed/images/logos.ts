// Generated client logos (400x240): a mark in the client's colour and its name.
import type { SeedImage } from './seed-image.js';
import { PALETTE as P, svg } from './svg.js';

const MARKS = [
  (c: string) => `<circle cx="0" cy="0" r="42" fill="${c}"/><circle cx="0" cy="0" r="20" fill="${P.white}"/>`,
  (c: string) => `<rect x="-40" y="-40" width="80" height="80" rx="16" fill="${c}" transform="rotate(45)"/>`,
  (c: string) => `<path d="M0 -46 L46 34 L-46 34 Z" fill="${c}"/>`,
  (c: string) => `<path d="M-44 30 L-44 -30 L0 10 L44 -30 L44 30" stroke="${c}" stroke-width="16" fill="none" stroke-linejoin="round"/>`,
  (c: string) =>
    `<rect x="-44" y="-44" width="40" height="40" rx="8" fill="${c}"/><rect x="4" y="-44" width="40" height="40" rx="8" fill="${P.amber}"/><rect x="-44" y="4" width="40" height="40" rx="8" fill="${P.amber}"/><rect x="4" y="4" width="40" height="40" rx="8" fill="${c}"/>`,
  (c: string) =>
    `<path d="M-40 0 A40 40 0 1 1 40 0" stroke="${c}" stroke-width="18" fill="none"/><rect x="-48" y="4" width="96" height="18" rx="9" fill="${P.amber}"/>`,
];
const COLOURS = [P.teal, P.blue, '#e76f51', '#2a9d8f', '#6d597a', P.navy, '#bc4749', '#457b9d'];

/** Room right of the mark; a line that could be wider in the viewer's font is squeezed to fit (textLength). */
const TEXT_ROOM = 235;
const fit = (text: string, emWidth: number) => (text.length * emWidth > TEXT_ROOM ? ` textLength="${TEXT_ROOM}" lengthAdjust="spacingAndGlyphs"` : '');

export function logo(name: string, index: number): SeedImage {
  const colour = COLOURS[index % COLOURS.length]!;
  const words = name.split(' ');
  return svg(
    `${name} logo`,
    400,
    240,
    `<rect width="400" height="240" fill="${P.white}"/><g transform="translate(80 120)">${MARKS[index % MARKS.length]!(colour)}</g>
<text x="145" y="${words.length > 1 ? 112 : 132}" font-family="sans-serif" font-size="30" font-weight="800" fill="${P.navy}"${fit(words[0]!, 21)}>${words[0]}</text>
${words.length > 1 ? `<text x="145" y="146" font-family="sans-serif" font-size="20" letter-spacing="3" fill="${colour}"${fit(words.slice(1).join(' '), 17)}>${words.slice(1).join(' ').toUpperCase()}</text>` : ''}`,
  );
}
