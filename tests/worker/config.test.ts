import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { getConfig } from "../../worker/env";

/** The Worker's vars as a deployment sets them: `env` with some replaced (a fresh object, so nothing is cached). */
const configWith = (vars: { ENV_COLOR: string }) => () => getConfig({ ...env, ...vars });

describe("the Worker's settings", () => {
  it.each(["plum", "#8e4585", "rgb(10 20 30)", "oklch(0.5 0.1 200)", "transparent"])(
    "ENV_COLOR=%s is a colour the badge can be drawn on",
    (color) => {
      expect(configWith({ ENV_COLOR: color })().environment.color).toBe(color);
    },
  );

  it.each(["currentColor", "CURRENTCOLOR", "inherit", "unset", "var(--brand)", "color-mix(in srgb, var(--x), red)"])(
    "ENV_COLOR=%s, which names no colour of its own, stops the Worker with a message naming it",
    (color) => {
      expect(configWith({ ENV_COLOR: color })).toThrow(/ENV_COLOR must name a colour/);
    },
  );
});
