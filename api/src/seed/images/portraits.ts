// Generated portraits (300x300 avatars) for testimonials and team profiles: varied skin, hair and clothes.
import type { SeedImage } from './seed-image.js';
import { PALETTE as P, svg } from './svg.js';

const SKINS = ['#8d5524', '#c68642', '#e0ac69', '#f1c27d', '#a0522d', '#d7a26f'];
const HAIR = ['#1b1b1b', '#3b2219', '#5a3825', '#2d2d2d', '#6b4f3a'];
const CLOTHES = [P.teal, P.blue, P.amber, '#2a9d8f', '#6d597a', P.navy];
const BACKGROUNDS = ['#d8eef0', '#e3ecf7', '#fbe8d7', '#e6f2e6', '#efe6f3'];

export function portrait(name: string, index: number, long = false): SeedImage {
  const skin = SKINS[index % SKINS.length];
  const hair = HAIR[(index * 3) % HAIR.length];
  const cloth = CLOTHES[(index * 5) % CLOTHES.length];
  const bg = BACKGROUNDS[index % BACKGROUNDS.length];
  const hairBack = long ? `<path d="M88 140 Q80 60 150 58 Q220 60 212 140 L220 230 L80 230 Z" fill="${hair}"/>` : '';
  return svg(
    name,
    300,
    300,
    `<rect width="300" height="300" fill="${bg}"/>${hairBack}
<path d="M40 300 Q40 215 150 212 Q260 215 260 300 Z" fill="${cloth}"/><path d="M128 212 L150 248 L172 212 Z" fill="${P.white}"/>
<rect x="134" y="176" width="32" height="42" rx="12" fill="${skin}"/>
<ellipse cx="150" cy="128" rx="56" ry="64" fill="${skin}"/>
<path d="M94 118 Q96 56 150 56 Q206 56 206 118 Q190 86 150 84 Q112 86 94 118 Z" fill="${hair}"/>
<circle cx="128" cy="132" r="6" fill="#222"/><circle cx="172" cy="132" r="6" fill="#222"/>
<path d="M132 164 Q150 178 168 164" stroke="#7a3b2e" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  );
}
