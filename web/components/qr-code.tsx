import { encode } from "uqr";

/**
 * A QR code as one SVG path (uqr encodes; no style attributes, which the Content Security
 * Policy refuses). Dark modules on white with the four-module quiet zone the standard asks
 * for, in both themes: cameras read dark on light, and a dark page around it stays dark.
 */
export function QrCode({ value, label, size = 192 }: { value: string; label: string; size?: number }) {
  const { data, size: modules } = encode(value, { border: 4 });
  const path = data.flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`M${x} ${y}h1v1h-1z`] : []))).join("");
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
