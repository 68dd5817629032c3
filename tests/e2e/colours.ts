/** WCAG 2 relative luminance of 8-bit sRGB channels. */
function luminance([r = 0, g = 0, b = 0]: number[]): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio of two 8-bit sRGB colours. */
export function contrast(text: number[], background: number[]): number {
  const [light, dark] = [luminance(text), luminance(background)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
