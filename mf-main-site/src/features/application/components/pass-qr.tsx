// The walk-in pass as a QR code, as the desk's camera scans it at the gate: drawn as SVG from the qrcode library's
// core alone (its main entry brings file renderers whose Node build requires `fs`), as the back office's poster
// draws its own; loaded only when a booking is shown.
import { create } from 'qrcode/lib/core/qrcode';
import { t } from '@site/shared-ui';
import { useMemo } from 'react';

const QUIET = 4;

export default function PassQr({ pass }: { pass: string }) {
  const { size, path } = useMemo(() => {
    // Level M: a cracked or dim phone screen still scans.
    const { modules } = create(pass, { errorCorrectionLevel: 'M' });
    let d = '';
    for (let y = 0; y < modules.size; y++) for (let x = 0; x < modules.size; x++) if (modules.get(x, y)) d += `M${x + QUIET} ${y + QUIET}h1v1h-1z`;
    return { size: modules.size + 2 * QUIET, path: d };
  }, [pass]);
  return (
    <svg
      className="main-walk-in__qr"
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={t('QR code of your pass {pass}', { pass })}
      shapeRendering="crispEdges"
      data-qr={pass}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
