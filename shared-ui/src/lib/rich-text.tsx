// A translated sentence with a link or an emphasis inside: the message marks the part as `<0>…</0>`, so each
// language puts it where its word order wants it ("I agree to the <0>privacy notice</0>" reads
// "मी <0>गोपनीयता सूचनेशी</0> सहमत आहे" in Marathi).
import { Fragment, type ReactNode } from 'react';

/** `text` with each `<n>…</n>` part drawn by `parts[n]` (given the part's words); the rest as plain text. */
export function richText(text: string, parts: ReadonlyArray<(words: string) => ReactNode>): ReactNode[] {
  const pieces = text.split(/(<\d+>.*?<\/\d+>)/).filter(Boolean);
  return pieces.map((piece, i) => {
    const part = /^<(\d+)>(.*?)<\/\1>$/.exec(piece);
    const draw = part && parts[Number(part[1])];
    return <Fragment key={i}>{draw ? draw(part[2]!) : piece}</Fragment>;
  });
}
