import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, chromiumPath } from "../scripts/chromium.ts";

export interface LighthouseFigures {
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  largestContentfulPaintMs: number;
  firstContentfulPaintMs: number;
}

/** Debian's Chromium with a DevTools port for Lighthouse, which drives its own tab. */
async function launchWithDevtools(): Promise<{ port: number; close(): Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), "edgestart-lighthouse-"));
  const chromium = spawn(
    chromiumPath(),
    [...CHROMIUM_FLAGS, "--remote-debugging-port=0", `--user-data-dir=${profile}`, "about:blank"],
    // Its own process group, so closing it ends its helper processes too.
    { stdio: ["ignore", "ignore", "pipe"], detached: true },
  );
  const exited = new Promise((resolve) => chromium.once("exit", resolve));
  const close = async () => {
    try {
      if (chromium.pid) process.kill(-chromium.pid, "SIGTERM");
    } catch {
      // The whole group has ended already.
    }
    await exited;
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (error) {
      // A helper still writing to the profile must not cost the figures already measured.
      console.warn(`Could not remove Lighthouse's Chromium profile ${profile}: ${error}`);
    }
  };
  const port = await new Promise<number>((resolve, reject) => {
    let output = "";
    chromium.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const listening = output.match(/DevTools listening on ws:\/\/[^:]+:(\d+)\//);
      if (listening) resolve(Number(listening[1]));
    });
    chromium.on("exit", (code) => reject(new Error(`Chromium exited (${code}) before DevTools listened:\n${output}`)));
  }).catch(async (error: unknown) => {
    await close();
    throw error;
  });
  return { port, close };
}

/**
 * Lighthouse's default run: a mid-range phone on a throttled 4G connection (simulated), the
 * performance, accessibility and best-practices categories.
 */
export async function runLighthouse(url: string): Promise<LighthouseFigures> {
  const chromium = await launchWithDevtools();
  try {
    const result = await lighthouse(url, {
      port: chromium.port,
      logLevel: "error",
      output: "json",
      onlyCategories: ["performance", "accessibility", "best-practices"],
    });
    if (!result) throw new Error("Lighthouse returned no result");
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.code} ${runtimeError.message}`);
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    return {
      url,
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      totalBlockingTimeMs: Math.round(value("total-blocking-time")),
      cumulativeLayoutShift: Number(value("cumulative-layout-shift").toFixed(3)),
      largestContentfulPaintMs: Math.round(value("largest-contentful-paint")),
      firstContentfulPaintMs: Math.round(value("first-contentful-paint")),
    };
  } finally {
    await chromium.close();
  }
}
