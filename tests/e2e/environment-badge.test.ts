import { describe, expect, it } from "vitest";
import { newVisitor } from "./browser";
import { contrast } from "./colours";

/**
 * ENV_COLOR is any CSS colour a deployer writes: named, hex, rgb(), hsl(), hwb(), lab(),
 * oklch(), wide-gamut, translucent, mixed. Mid-grey (#777) and #767676 sit either side of
 * the point where black and white text read equally.
 */
const COLOURS = [
  "plum",
  "white",
  "black",
  "yellow",
  "navy",
  "grey",
  "#777",
  "#767676",
  "#0f0",
  "#ff000080",
  "rgb(0 128 0)",
  "rgba(255, 165, 0, 0.4)",
  "hsl(210 100% 40%)",
  "hwb(30 10% 20%)",
  "lab(50 40 -20)",
  "oklch(0.65 0.2 145)",
  "color(display-p3 1 0 0)",
  "color-mix(in srgb, plum, navy)",
  "lightgoldenrodyellow",
  "transparent",
];

describe("the environment badge", () => {
  it("reads at 4.5:1 or better on any colour ENV_COLOR may name, and is opaque", async () => {
    const { context, page } = await newVisitor();
    let colour = "";
    // The colour as /api/config would send it for ENV_COLOR=<colour>.
    await page.route("**/api/config", async (route) => {
      const response = await route.fetch();
      const config = (await response.json()) as { environment: { color: string } };
      await route.fulfill({ response, json: { ...config, environment: { ...config.environment, color: colour } } });
    });
    const found: string[] = [];
    for (colour of COLOURS) {
      await page.goto("/login");
      const badge = page.getByTestId("environment-badge");
      await badge.waitFor();
      // The computed colours as the screen shows them (8-bit sRGB and alpha), whatever their syntax.
      const [text, background] = await badge.evaluate((element) => {
        const pixel = document.createElement("canvas").getContext("2d", { willReadFrequently: true });
        if (!pixel) throw new Error("No canvas");
        const style = getComputedStyle(element);
        return [style.color, style.backgroundColor].map((computed) => {
          pixel.clearRect(0, 0, 1, 1);
          pixel.fillStyle = computed;
          pixel.fillRect(0, 0, 1, 1);
          return [...pixel.getImageData(0, 0, 1, 1).data];
        }) as [number[], number[]];
      });
      const ratio = contrast(text, background);
      if (ratio < 4.5) found.push(`${colour}: rgba(${text}) on rgba(${background}) is ${ratio.toFixed(2)}:1`);
      if (background[3] !== 255) found.push(`${colour}: the background rgba(${background}) is see-through`);
    }
    await context.close();
    expect(found).toEqual([]);
  });
});
