import QRCode from 'qrcode';
import { useMemo } from 'react';

/** Light modules around the code, as the QR standard asks, so a scanner finds its edges on any background. */
const QUIET_ZONE = 4;

/**
 * A ticket's QR code, drawn as one SVG path: black on white whatever the theme (a scanner wants dark on
 * light), crisp at any size. It encodes the code alone, which the door reads as if typed.
 */
export function TicketQr({ code, label, className }: { code: string; label: string; className?: string }) {
  const { size, path } = useMemo(() => qrPath(code), [code]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

/** The dark modules of `text`'s QR code (error correction M: a phone's scratched screen still reads). */
export function qrPath(text: string): { size: number; path: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let y = 0; y < modules.size; y++) {
    for (let x = 0; x < modules.size; x++) {
      if (modules.get(y, x)) parts.push(`M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`);
    }
  }
  return { size: modules.size + 2 * QUIET_ZONE, path: parts.join('') };
}
