// A QR code drawn as SVG from the qrcode library's matrix: sharp at any print size, with the quiet zone of four
// modules that scanners need, and the link itself as its accessible name.
// Only the library's core, which makes the matrix: its main entry brings its PNG and file renderers, whose Node
// build requires `fs`, and the back office's server code may require shared modules only.
import { create } from 'qrcode/lib/core/qrcode';
import { useMemo } from 'react';

const QUIET = 4;

export function QrCode({ text, className }: { text: string; className?: string }) {
  const { size, path } = useMemo(() => {
    // Level M: a poster a little torn or dirty still scans.
    const { modules } = create(text, { errorCorrectionLevel: 'M' });
    let d = '';
    for (let y = 0; y < modules.size; y++) for (let x = 0; x < modules.size; x++) if (modules.get(x, y)) d += `M${x + QUIET} ${y + QUIET}h1v1h-1z`;
    return { size: modules.size + 2 * QUIET, path: d };
  }, [text]);
  return (
    <svg className={className} viewBox={`0 0 ${size} ${size}`} role="img" aria-label={`QR code: ${text}`} shapeRendering="crispEdges" data-qr={text}>
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
