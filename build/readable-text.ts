/**
 * CSS that picks black or white text for a background colour known only in the browser
 * (the environment badge's ENV_COLOR, any colour a deployer writes): relative colour syntax
 * reads the colour's linear-light channels, so the browser that paints the colour also
 * judges it, and no script runs (docs/decisions/0016).
 */

/**
 * The WCAG 2 relative luminance at which black and white text contrast equally with their
 * background, √(1.05 × 0.05) − 0.05: darker takes white, lighter takes black, and the worse
 * of the two choices, right at this point, is still 4.58:1.
 */
const EQUAL_CONTRAST_LUMINANCE = 0.1791;

/** A channel kept inside sRGB's gamut, as the screen shows it. */
const clipped = (channel: "r" | "g" | "b") => `clamp(0, ${channel}, 1)`;

/** `color` without its transparency, clipped to sRGB: the background the text is judged on. */
export function opaque(color: string): string {
  return `color(from ${color} srgb ${clipped("r")} ${clipped("g")} ${clipped("b")} / 1)`;
}

/** White on a background darker than the point of equal contrast, black on a lighter one. */
export function readableTextOn(color: string): string {
  const luminance = `(0.2126 * ${clipped("r")} + 0.7152 * ${clipped("g")} + 0.0722 * ${clipped("b")})`;
  // 1 (white) below the threshold, 0 (black) above: a step, scaled far past the clamp.
  const white = `clamp(0, (${EQUAL_CONTRAST_LUMINANCE} - ${luminance}) * 1000000, 1)`;
  return `color(from ${color} srgb-linear ${white} ${white} ${white} / 1)`;
}
