// Small building blocks for the generated demo images: one palette, one document wrapper, a few shapes.
import type { SeedImage } from './seed-image.js';

export const PALETTE = { navy: '#0b2545', blue: '#134074', teal: '#13a89e', amber: '#f4a261', light: '#eef4f8', white: '#ffffff', grey: '#8da9c4' };

export function svg(name: string, width: number, height: number, body: string): SeedImage {
  return {
    name,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img"><title>${name}</title>${body}</svg>`,
  };
}

/** A linear gradient definition plus a rectangle filled with it. */
export function gradientRect(id: string, from: string, to: string, width: number, height: number, angle: 'diagonal' | 'vertical' = 'diagonal') {
  const [x2, y2] = angle === 'vertical' ? [0, 1] : [1, 1];
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#${id})"/>`;
}

/** A deterministic pseudo-random sequence, so the same seed gives the same picture on every start. */
export function random(seed: number) {
  let s = seed % 2147483647 || 1;
  return () => (s = (s * 16807) % 2147483647) / 2147483647;
}

/** A skyline of office buildings with lit windows along the bottom of the picture. */
export function skyline(width: number, baseY: number, seed: number, color = PALETTE.navy, windows = PALETTE.amber) {
  const rnd = random(seed);
  let x = 0;
  let out = '';
  while (x < width) {
    const w = 60 + Math.round(rnd() * 90);
    const h = 120 + Math.round(rnd() * 260);
    out += `<rect x="${x}" y="${baseY - h}" width="${w - 6}" height="${h}" fill="${color}"/>`;
    for (let wy = baseY - h + 16; wy < baseY - 20; wy += 26) {
      for (let wx = x + 10; wx < x + w - 20; wx += 18) {
        if (rnd() > 0.45) out += `<rect x="${wx}" y="${wy}" width="8" height="12" fill="${windows}" opacity="${(0.4 + rnd() * 0.6).toFixed(2)}"/>`;
      }
    }
    x += w;
  }
  return out;
}

/** A simple standing person (uniformed staff): head, body, legs. */
export function person(x: number, y: number, scale: number, shirt: string, skin = '#c68642', cap = '') {
  const s = (n: number) => (n * scale).toFixed(1);
  return `<g transform="translate(${x} ${y})">
<rect x="${s(-14)}" y="${s(70)}" width="${s(12)}" height="${s(60)}" rx="${s(4)}" fill="${PALETTE.navy}"/>
<rect x="${s(2)}" y="${s(70)}" width="${s(12)}" height="${s(60)}" rx="${s(4)}" fill="${PALETTE.navy}"/>
<rect x="${s(-22)}" y="${s(10)}" width="${s(44)}" height="${s(66)}" rx="${s(12)}" fill="${shirt}"/>
<circle cx="0" cy="${s(-8)}" r="${s(16)}" fill="${skin}"/>
${cap ? `<path d="M${s(-17)} ${s(-12)} Q0 ${s(-36)} ${s(17)} ${s(-12)} Z" fill="${cap}"/>` : ''}
</g>`;
}
