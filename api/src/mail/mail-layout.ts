// The look of every e-mail the site sends: a heading, paragraphs, optional rows and button, in the site's colours,
// as HTML and as plain text. Whatever a visitor typed is escaped in the HTML. At most 600 px wide and never wider
// than the screen: no fixed width, so it fits a phone (long addresses wrap).
import escape from 'escape-html';
import { COMPANY, type Language } from '@site/contracts';

/** A name as plain words (letters, spaces, apostrophes and hyphens: nothing a mail program makes a link of), at most 40 characters. */
export const plainName = (name: string) =>
  name
    .normalize('NFKC')
    .replace(/[^\p{L}\p{M}\s'-]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 40)
    .trim();

export interface Body {
  heading: string;
  paragraphs: string[];
  rows: ReadonlyArray<readonly [string, string]>;
  button?: { text: string; href: string };
  closing?: string;
  /** The language the words are in (the HTML's `lang`, so mail programs pick fonts and voices for it); English by default. */
  language?: Language;
}

const NAVY = '#0b2545';
const TEAL = '#13a89e';
const ACCENT = '#f4a261';
/**
 * Arial has no Devanagari: a Hindi or Marathi e-mail names fonts that shape it (Marathi's own forms included, picked
 * by the HTML's `lang`) on Android, Windows and Apple devices before the system's own.
 */
const FONTS: Record<Language, string> = {
  en: 'Arial,Helvetica,sans-serif',
  hi: "Arial,Helvetica,'Noto Sans Devanagari','Nirmala UI','Kohinoor Devanagari',sans-serif",
  mr: "Arial,Helvetica,'Noto Sans Devanagari','Nirmala UI','Kohinoor Devanagari',sans-serif",
};

export function render(b: Body): { text: string; html: string } {
  const text = [
    b.heading,
    '',
    ...b.paragraphs,
    ...(b.rows.length ? ['', ...b.rows.map(([l, v]) => `${l}: ${v}`)] : []),
    ...(b.button ? ['', `${b.button.text}: ${b.button.href}`] : []),
    ...(b.closing ? ['', b.closing] : []),
    '',
    `— ${COMPANY.name}`,
  ].join('\n');
  const cell = 'padding:6px 12px;border-bottom:1px solid #e3e8ef;vertical-align:top';
  const html = `<!doctype html><html lang="${b.language ?? 'en'}"><body style="margin:0;background:#f4f6f9;font-family:${FONTS[b.language ?? 'en']};color:#1f2933">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px 8px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="width:100%;max-width:600px;background:#fff;border-radius:8px;overflow:hidden;overflow-wrap:anywhere">
<tr><td style="background:${NAVY};padding:18px 24px;color:#fff;font-size:20px;font-weight:bold"><span style="color:${TEAL}">&#9679;</span> ${escape(COMPANY.shortName)}</td></tr>
<tr><td style="padding:20px 16px">
<h1 style="margin:0 0 12px;font-size:22px;color:${NAVY}">${escape(b.heading)}</h1>
${b.paragraphs.map((p) => `<p style="margin:0 0 12px;line-height:1.5">${escape(p)}</p>`).join('\n')}
${
  b.rows.length
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;border-collapse:collapse;margin:12px 0">
${b.rows.map(([l, v]) => `<tr><th align="left" style="${cell};width:30%;color:${NAVY}">${escape(l)}</th><td style="${cell};white-space:pre-wrap">${escape(v)}</td></tr>`).join('\n')}
</table>`
    : ''
}
${b.button ? `<p style="margin:20px 0"><a href="${escape(b.button.href)}" style="background:${ACCENT};color:${NAVY};padding:10px 20px;border-radius:999px;text-decoration:none;font-weight:bold">${escape(b.button.text)}</a></p>` : ''}
${b.closing ? `<p style="margin:12px 0 0;line-height:1.5">${escape(b.closing)}</p>` : ''}
</td></tr>
<tr><td style="background:#f0f3f7;padding:12px 24px;font-size:12px;color:#52606d">${escape(COMPANY.name)}</td></tr>
</table></td></tr></table></body></html>`;
  return { text, html };
}
