// One drawn motif per service (about 240 px wide, centred on 0,0), used on service cards and hero scenes.
import { PALETTE as P } from './svg.js';

const shield = (fill: string) =>
  `<path d="M0 -110 L90 -75 V0 Q90 80 0 115 Q-90 80 -90 0 V-75 Z" fill="${fill}"/><path d="M-38 0 L-10 28 L42 -28" stroke="${P.white}" stroke-width="16" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;

export const ICONS: Record<string, string> = {
  'Smart Meter Installation': `<rect x="-80" y="-110" width="160" height="220" rx="22" fill="${P.white}" stroke="${P.navy}" stroke-width="8"/>
<rect x="-55" y="-80" width="110" height="54" rx="8" fill="${P.navy}"/><text x="0" y="-42" font-family="monospace" font-size="30" fill="${P.teal}" text-anchor="middle">0427.6</text>
<circle cx="0" cy="35" r="38" fill="none" stroke="${P.teal}" stroke-width="8"/><path d="M0 35 L22 12" stroke="${P.amber}" stroke-width="8" stroke-linecap="round"/>
<path d="M-20 -140 L6 -112 L-8 -112 L14 -84" stroke="${P.amber}" stroke-width="8" fill="none" stroke-linejoin="round"/>`,
  'Tower Works': `<path d="M-70 120 L-12 -120 L12 -120 L70 120" stroke="${P.navy}" stroke-width="10" fill="none"/>
${[-70, -20, 30, 80].map((y, i) => `<path d="M${-60 + i * 12 + 12} ${y} L${60 - i * 12 - 12} ${y + 45} M${60 - i * 12 - 12} ${y} L${-60 + i * 12 + 12} ${y + 45}" stroke="${P.teal}" stroke-width="6"/>`).join('')}
<circle cx="0" cy="-130" r="12" fill="${P.amber}"/><path d="M-40 -150 Q0 -190 40 -150 M-62 -168 Q0 -225 62 -168" stroke="${P.amber}" stroke-width="7" fill="none" stroke-linecap="round"/>`,
  'CCTV Installation': `<rect x="-110" y="-60" width="170" height="80" rx="16" fill="${P.white}" stroke="${P.navy}" stroke-width="8" transform="rotate(12)"/>
<circle cx="55" cy="-5" r="26" fill="${P.navy}" transform="rotate(12)"/><circle cx="55" cy="-5" r="12" fill="${P.teal}" transform="rotate(12)"/>
<path d="M-60 30 L-60 110 M-100 110 L-20 110" stroke="${P.navy}" stroke-width="12" stroke-linecap="round"/><circle cx="-85" cy="-10" r="8" fill="#e63946"/>`,
  'Housekeeping Services': `<path d="M-90 -10 L-70 110 L30 110 L50 -10 Z" fill="${P.teal}"/><rect x="-100" y="-22" width="160" height="20" rx="8" fill="${P.navy}"/>
<path d="M70 -140 L20 60" stroke="${P.navy}" stroke-width="12" stroke-linecap="round"/><path d="M-10 60 Q20 40 50 60 L60 110 L-20 110 Z" fill="${P.amber}"/>
<circle cx="-40" cy="-60" r="14" fill="${P.light}" stroke="${P.teal}" stroke-width="4"/><circle cx="-10" cy="-85" r="9" fill="${P.light}" stroke="${P.teal}" stroke-width="4"/>`,
  'Security Services': shield(P.navy),
  'Pest Control Services': `<ellipse cx="0" cy="10" rx="45" ry="65" fill="${P.navy}"/><circle cx="0" cy="-65" r="28" fill="${P.navy}"/>
${[-30, 10, 50].map((y) => `<path d="M-45 ${y} L-90 ${y - 20} M45 ${y} L90 ${y - 20}" stroke="${P.navy}" stroke-width="8" stroke-linecap="round"/>`).join('')}
<circle cx="0" cy="0" r="125" fill="none" stroke="#e63946" stroke-width="16"/><path d="M-88 -88 L88 88" stroke="#e63946" stroke-width="16"/>`,
  'Payroll Management': `<rect x="-95" y="-120" width="150" height="200" rx="14" fill="${P.white}" stroke="${P.navy}" stroke-width="8"/>
${[-80, -50, -20, 10].map((y) => `<rect x="-70" y="${y}" width="${y === -80 ? 60 : 100}" height="12" rx="6" fill="${y === -80 ? P.teal : P.grey}"/>`).join('')}
<circle cx="55" cy="70" r="55" fill="${P.amber}"/><text x="55" y="92" font-family="sans-serif" font-size="64" font-weight="700" fill="${P.white}" text-anchor="middle">₹</text>`,
  'Hiring Services': `<circle cx="-55" cy="-60" r="34" fill="${P.teal}"/><path d="M-120 60 Q-120 -15 -55 -15 Q10 -15 10 60 Z" fill="${P.teal}"/>
<circle cx="55" cy="-60" r="34" fill="${P.navy}"/><path d="M-10 60 Q-10 -15 55 -15 Q120 -15 120 60 Z" fill="${P.navy}"/>
<rect x="-50" y="70" width="100" height="64" rx="10" fill="${P.amber}"/><rect x="-20" y="56" width="40" height="18" rx="6" fill="none" stroke="${P.amber}" stroke-width="6"/>`,
  'Eco-Friendly Cleaning': `<path d="M-10 110 Q-130 40 -60 -90 Q40 -120 60 -40 Q70 60 -10 110 Z" fill="${P.teal}"/><path d="M-10 110 Q-20 20 20 -60" stroke="${P.white}" stroke-width="6" fill="none"/>
<rect x="50" y="-10" width="56" height="120" rx="12" fill="${P.white}" stroke="${P.navy}" stroke-width="7"/><path d="M62 -10 V-40 H100 L112 -28" stroke="${P.navy}" stroke-width="7" fill="none"/>
<circle cx="125" cy="-50" r="5" fill="${P.teal}"/><circle cx="138" cy="-36" r="4" fill="${P.teal}"/>`,
};

export const SHIELD = shield(P.teal);
