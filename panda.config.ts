import { defineConfig } from "@pandacss/dev";
import { INTER_FALLBACK, interFallbackFontface } from "./build/inter-fallback.ts";
import { parkUiPreset } from "./build/park-ui-preset.ts";
import { opaque, readableTextOn } from "./build/readable-text.ts";

/**
 * Panda CSS with Park UI's preset: design tokens and recipes for every Ark UI component,
 * so web/components/ui only wires them together. Static CSS, no runtime styling. The preset
 * is the one Park UI's `createPreset` returns for a plum accent, mauve grays and medium
 * radii, written to a file by `npm run theme:park-ui` (decision 0022).
 */
export default defineConfig({
  preflight: true,
  presets: [parkUiPreset],
  include: ["./web/**/*.{ts,tsx}"],
  exclude: ["./web/routeTree.gen.ts"],
  jsxFramework: "react",
  // The phone navigation drawer picks its side at run time (web/layout/nav-drawer.tsx),
  // which Panda's static extraction cannot see.
  staticCss: { recipes: { drawer: [{ variant: ["left", "right"] }] } },
  outdir: "styled-system",
  theme: {
    extend: {
      // The drawer's 0.5 s (docs/ui.md, the table of UI constants), on the easing iOS sheets use.
      tokens: {
        durations: { sheet: { value: "0.5s" } },
        easings: { sheet: { value: "cubic-bezier(0.32, 0.72, 0, 1)" } },
      },
      // Radix scales keep step 11 for readable text; the preset's subtle text (step 10) and
      // error text (step 9) fall short of WCAG AA contrast, so axe would flag them.
      semanticTokens: {
        colors: {
          fg: {
            subtle: { value: { _light: "{colors.gray.11}", _dark: "{colors.gray.11}" } },
            error: { value: { _light: "{colors.red.11}", _dark: "{colors.red.11}" } },
          },
          // The colour of a button that destroys (`colorPalette="danger"`): red, with white text
          // at WCAG AA in both themes (red 9, the preset's, gives 3.9:1).
          danger: {
            default: { value: { _light: "{colors.red.light.11}", _dark: "{colors.red.dark.8}" } },
            emphasized: { value: { _light: "{colors.red.light.12}", _dark: "{colors.red.dark.7}" } },
            fg: { value: "white" },
            text: { value: "{colors.fg.error}" },
          },
        },
      },
      // From wherever a swipe left the sheet (Ark writes --drawer-translate-y while dragging).
      keyframes: {
        "sheet-in": {
          from: { transform: "translate3d(0, 100%, 0)" },
          to: { transform: "translate3d(0, var(--drawer-translate-y, 0px), 0)" },
        },
        "sheet-out": {
          from: { transform: "translate3d(0, var(--drawer-translate-y, 0px), 0)" },
          to: { transform: "translate3d(0, 100%, 0)" },
        },
      },
      recipes: {
        /**
         * The environment's name on its colour (web/components/environment-badge.tsx sets
         * --environment-color), in black or white, whichever reads on that colour
         * (docs/decisions/0016); when the header is short of room it shrinks, down to an
         * ellipsis.
         */
        environmentBadge: {
          className: "environment-badge",
          base: {
            px: "2",
            py: "0.5",
            // Below lg it is the emoji alone (web/components/environment-badge.tsx), which
            // keeps its place; from lg the name beside it gives way first.
            flexShrink: { base: 0, lg: 1 },
            minW: "0",
            maxW: "48",
            borderRadius: "full",
            fontSize: "xs",
            fontWeight: "semibold",
            truncate: true,
            background: opaque("var(--environment-color)"),
            color: readableTextOn("var(--environment-color)"),
          },
        },
      },
      slotRecipes: {
        /**
         * Park UI draws a menu 2rem wider than its positioner, the box Ark places inside the
         * viewport: the extra 2rem stuck out past the screen's edge (to the left in Arabic).
         * The menu is as wide as its items, at most the room Ark measured beside the trigger.
         */
        menu: {
          base: { content: { width: "max-content", maxWidth: "var(--available-width)" } },
        },
        /** The bottom drawer that dialogs become on narrow screens (web/components/ui/dialog.tsx). */
        sheet: {
          className: "sheet",
          slots: [
            "trigger",
            "backdrop",
            "positioner",
            "content",
            "grabber",
            "grabberIndicator",
            "title",
            "description",
            "closeTrigger",
          ],
          base: {
            backdrop: {
              position: "fixed",
              inset: "0",
              zIndex: "overlay",
              backdropFilter: "blur(4px)",
              background: { _light: "black.a5", _dark: "black.a10" },
              _open: { animation: "backdrop-in" },
              _closed: { animation: "backdrop-out" },
            },
            positioner: {
              position: "fixed",
              inset: "0",
              zIndex: "modal",
              display: "flex",
              alignItems: "flex-end",
              justifyContent: "stretch",
            },
            content: {
              width: "full",
              maxHeight: "90dvh",
              overflowY: "auto",
              background: "bg.default",
              borderTopRadius: "l3",
              boxShadow: "lg",
              pb: "max(token(spacing.6), env(safe-area-inset-bottom))",
              transitionProperty: "transform",
              transitionDuration: "sheet",
              transitionTimingFunction: "sheet",
              _open: { animation: "sheet-in token(durations.sheet) token(easings.sheet)" },
              _closed: { animation: "sheet-out token(durations.sheet) token(easings.sheet)" },
              _focusVisible: { outline: "none" },
            },
            grabber: {
              display: "flex",
              justifyContent: "center",
              pt: "3",
              pb: "1",
              cursor: "grab",
              touchAction: "none",
            },
            grabberIndicator: { width: "10", height: "1.5", borderRadius: "full", background: "border.default" },
            title: { fontWeight: "semibold", textStyle: "lg" },
            description: { color: "fg.muted", textStyle: "sm" },
          },
        },
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
  // Until Inter has loaded, a local Arial sized to take Inter's room: nothing moves when it
  // swaps in (build/inter-fallback.ts, decision 0037).
  globalFontface: interFallbackFontface,
  // `:root` rather than `html`: the preset sets the accent colour palette on `html`.
  globalCss: {
    ":root": {
      fontFamily: `'Inter Variable', '${INTER_FALLBACK}', 'Noto Sans Arabic Variable', system-ui, sans-serif`,
      // A word longer than its line (a URL, a German compound, an address) breaks rather than
      // pushing its box, and every box around it, past the screen (docs/decisions/0021).
      overflowWrap: "anywhere",
    },
    // Panda's reset gives these `break-word`, which still lets a long word widen a flex or grid
    // item (it does not lower the item's minimum width).
    "p, h1, h2, h3, h4, h5, h6": { overflowWrap: "inherit" },
    // Arabic script reads best a little larger (font scale 1.2).
    ":root[lang=ar]": { fontSize: "120%" },
    // An icon keeps its size beside text that does not fit (a long name in a button): the
    // text gives way, truncated or wrapped, never the icon.
    svg: { flexShrink: 0 },
    // Text set in its own direction (a name someone typed) still lines up as its row does:
    // an Arabic name in an English list starts beside its avatar, not at the far end.
    // (`text-align: match-parent` would say it, but Chromium computes it as `start`.)
    ":root[dir=ltr] [dir=auto]:not(input, textarea)": { textAlign: "left" },
    ":root[dir=rtl] [dir=auto]:not(input, textarea)": { textAlign: "right" },
    // Icons that point (back arrows, chevrons) mirror in right-to-left languages.
    "[dir=rtl] .icon-directional": { transform: "scaleX(-1)" },
    // Whoever asks their system for less motion gets none (WCAG 2.3.3): entrances, exits and
    // spinners end at once. Not `none`: Ark UI unmounts a closing part when its animation ends.
    "@media (prefers-reduced-motion: reduce)": {
      "*, *::before, *::after": {
        animationDuration: "0.01ms !important",
        animationIterationCount: "1 !important",
        transitionDuration: "0.01ms !important",
        scrollBehavior: "auto !important",
      },
    },
  },
});
