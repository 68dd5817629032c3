// Written by scripts/inter-fallback.ts (npm run font:fallback) from @fontsource-variable/inter 5.3.0:
// do not edit. Inter's ascent (0.9688 em), descent (0.2412 em) and line gap (0.0000 em)
// are its OS/2 typographic metrics (USE_TYPO_METRICS). Each size-adjust is the width of the en, fr and sw
// catalogs' 40833 characters in Inter at that weight over their width in the local font,
// as Chromium's canvas measures them.

/** The family that stands in for Inter until it has loaded; it comes right after Inter in the font stack. */
export const INTER_FALLBACK = "Inter Fallback";

/**
 * Inter's Latin subsets only: Arial also draws Arabic on Windows and macOS, which must wait
 * for Noto Sans Arabic, the next family in the stack, rather than be drawn in Arial for good.
 */
const unicodeRange =
  "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD,U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF";

/** Panda's globalFontface: one rule a weight the SPA uses. */
export const interFallbackFontface = {
  [INTER_FALLBACK]: [
    {
      src: "local('Arial'), local('ArialMT'), local('Liberation Sans'), local('LiberationSans'), local('Arimo'), local('Arimo-Regular')",
      fontWeight: 400,
      sizeAdjust: "106.39%",
      ascentOverride: "91.06%",
      descentOverride: "22.67%",
      lineGapOverride: "0.00%",
      unicodeRange,
    },
    {
      src: "local('Arial'), local('ArialMT'), local('Liberation Sans'), local('LiberationSans'), local('Arimo'), local('Arimo-Regular')",
      fontWeight: 500,
      sizeAdjust: "107.48%",
      ascentOverride: "90.14%",
      descentOverride: "22.44%",
      lineGapOverride: "0.00%",
      unicodeRange,
    },
    {
      src: "local('Arial Bold'), local('Arial-BoldMT'), local('Liberation Sans Bold'), local('LiberationSans-Bold'), local('Arimo Bold'), local('Arimo-Bold')",
      fontWeight: 600,
      sizeAdjust: "101.08%",
      ascentOverride: "95.84%",
      descentOverride: "23.86%",
      lineGapOverride: "0.00%",
      unicodeRange,
    },
    {
      src: "local('Arial Bold'), local('Arial-BoldMT'), local('Liberation Sans Bold'), local('LiberationSans-Bold'), local('Arimo Bold'), local('Arimo-Bold')",
      fontWeight: 700,
      sizeAdjust: "102.06%",
      ascentOverride: "94.92%",
      descentOverride: "23.63%",
      lineGapOverride: "0.00%",
      unicodeRange,
    },
  ],
};
