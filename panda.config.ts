import { defineConfig } from "@pandacss/dev";
import { createPreset } from "@park-ui/panda-preset";
import mauve from "@park-ui/panda-preset/colors/mauve";
import plum from "@park-ui/panda-preset/colors/plum";

/**
 * Panda CSS with Park UI's preset: design tokens and recipes for every Ark UI component,
 * so web/components/ui only wires them together. Static CSS, no runtime styling.
 */
export default defineConfig({
  preflight: true,
  presets: [createPreset({ accentColor: plum, grayColor: mauve, radius: "md" })],
  include: ["./web/**/*.{ts,tsx}"],
  exclude: ["./web/routeTree.gen.ts"],
  jsxFramework: "react",
  outdir: "styled-system",
  theme: {
    extend: {
      slotRecipes: {
        alert: {
          variants: {
            status: {
              info: {},
              error: {
                root: { borderColor: "border.error" },
                icon: { color: "fg.error" },
                title: { color: "fg.error" },
                description: { color: "fg.error" },
              },
            },
          },
          defaultVariants: { status: "info" },
        },
      },
    },
  },
  // `:root` rather than `html`: the preset sets the accent colour palette on `html`.
  globalCss: {
    ":root": { fontFamily: "'Inter Variable', 'Noto Sans Arabic Variable', system-ui, sans-serif" },
    // Arabic script reads best a little larger (spec §1: font scale 1.2).
    ":root[lang=ar]": { fontSize: "120%" },
    // Icons that point (back arrows, chevrons) mirror in right-to-left languages.
    "[dir=rtl] .icon-directional": { transform: "scaleX(-1)" },
  },
});
