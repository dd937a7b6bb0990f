// Wide and card illustrations: hero banners, service pictures, mission and help graphics.
import type { SeedImage } from './seed-image.js';
import { ICONS, SHIELD } from './icons.js';
import { gradientRect, PALETTE as P, person, random, skyline, svg } from './svg.js';

/** A 1600x900 hero: sky gradient, skyline, a team of uniformed staff and a service motif. */
export function heroScene(name: string, seed: number, motif: string): SeedImage {
  const rnd = random(seed);
  const shirts = [P.teal, P.blue, P.amber, '#2a9d8f', P.teal];
  const skins = ['#8d5524', '#c68642', '#e0ac69', '#f1c27d', '#a0522d'];
  const team = shirts.map((shirt, i) => person(980 + i * 95, 560 + Math.round(rnd() * 20), 1.7, shirt, skins[i], i % 2 ? P.navy : '')).join('');
  return svg(
    name,
    1600,
    900,
    `${gradientRect(`sky${seed}`, '#1d3f6e', '#4f86b8', 1600, 900, 'vertical')}
<circle cx="${1250 + Math.round(rnd() * 200)}" cy="170" r="90" fill="${P.amber}" opacity="0.85"/>
${skyline(1600, 760, seed, '#0e2f57', '#ffd28a')}
<rect y="760" width="1600" height="140" fill="${P.navy}"/><rect y="760" width="1600" height="10" fill="${P.teal}"/>
${team}
<g transform="translate(560 470) scale(1.5)" opacity="0.95"><circle r="150" fill="${P.white}" opacity="0.92"/>${motif}</g>`,
  );
}

/** An 800x600 service picture: soft background, pattern dots and the service's motif. */
export function serviceScene(title: string, seed: number): SeedImage {
  const rnd = random(seed);
  const dots = Array.from(
    { length: 18 },
    () => `<circle cx="${Math.round(rnd() * 800)}" cy="${Math.round(rnd() * 600)}" r="${4 + Math.round(rnd() * 10)}" fill="${P.white}" opacity="0.35"/>`,
  ).join('');
  return svg(
    title,
    800,
    600,
    `${gradientRect(`bg${seed}`, seed % 2 ? P.teal : P.blue, seed % 2 ? '#0d7d75' : P.navy, 800, 600)}${dots}
<circle cx="400" cy="300" r="200" fill="${P.light}"/><g transform="translate(400 300)">${ICONS[title] ?? SHIELD}</g>`,
  );
}

/** A 600x400 card graphic with a motif, and a label beside it when given (none: the motif alone, centred). */
export function cardScene(name: string, label: string, seed: number, motif: string): SeedImage {
  const words = label.split(' ');
  const text = label
    ? `<text x="400" y="190" font-family="sans-serif" font-size="34" font-weight="700" fill="${P.navy}" text-anchor="middle">${words[0]}</text>
<text x="400" y="235" font-family="sans-serif" font-size="24" fill="${P.blue}" text-anchor="middle">${words.slice(1).join(' ')}</text>`
    : '';
  return svg(
    name,
    600,
    400,
    `${gradientRect(`card${seed}`, P.light, '#d6e4f0', 600, 400)}
<rect x="24" y="24" width="552" height="352" rx="28" fill="${P.white}" opacity="0.7"/>
<g transform="translate(${label ? 190 : 300} 200) scale(0.9)">${motif}</g>${text}`,
  );
}

/** A 900x700 office scene for the about and help sections: a desk, a screen with charts and two people. */
export function officeScene(name: string, seed: number): SeedImage {
  return svg(
    name,
    900,
    700,
    `${gradientRect(`office${seed}`, P.light, '#cfdfee', 900, 700, 'vertical')}
<rect x="80" y="90" width="420" height="270" rx="18" fill="${P.navy}"/><rect x="105" y="115" width="370" height="220" rx="8" fill="${P.white}"/>
${[60, 120, 90, 160, 130].map((h, i) => `<rect x="${140 + i * 60}" y="${310 - h}" width="36" height="${h}" rx="5" fill="${i % 2 ? P.teal : P.amber}"/>`).join('')}
<rect x="270" y="360" width="40" height="60" fill="${P.navy}"/><rect x="40" y="420" width="820" height="26" rx="8" fill="${P.blue}"/>
<rect x="80" y="446" width="20" height="220" fill="${P.blue}"/><rect x="800" y="446" width="20" height="220" fill="${P.blue}"/>
${person(640, 250, 2.1, P.teal, '#c68642')}${person(760, 270, 1.9, P.amber, '#8d5524', P.navy)}
<g transform="translate(620 120) scale(0.35)">${SHIELD}</g>`,
  );
}
