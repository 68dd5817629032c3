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
  /** Lighthouse's measure of the host's CPU (higher is faster), taken at the start of the run. */
  benchmarkIndex: number;
  cpuSlowdownMultiplier: number;
}

/**
 * The CPU slowdown that makes this host stand for Lighthouse's reference phone: the default
 * 4× is right for a host scoring about 1,500, and a faster host needs more to time the same
 * page alike. The mapping is Lighthouse's own calibration table (docs/throttling.md, "CPU
 * throttling"): ×1 at 150, ×2 at 800, ×3 at 1,300, then one step per 233.
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  const multiplier =
    benchmarkIndex >= 1300
      ? 3 + (benchmarkIndex - 1300) / 233
      : benchmarkIndex >= 800
        ? 2 + (benchmarkIndex - 800) / 500
        : 1 + (benchmarkIndex - 150) / 650;
  return Math.max(1, Number(multiplier.toFixed(1)));
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
 * performance, accessibility and best-practices categories; `cpuSlowdownMultiplier`
 * replaces the default 4× CPU slowdown.
 */
export async function runLighthouse(url: string, cpuSlowdownMultiplier?: number): Promise<LighthouseFigures> {
  const chromium = await launchWithDevtools();
  try {
    const result = await lighthouse(url, {
      port: chromium.port,
      logLevel: "error",
      output: "json",
      onlyCategories: ["performance", "accessibility", "best-practices"],
      ...(cpuSlowdownMultiplier ? { throttling: { cpuSlowdownMultiplier } } : {}),
    });
    if (!result) throw new Error("Lighthouse returned no result");
    const { categories, audits, runtimeError, environment, configSettings } = result.lhr;
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
      benchmarkIndex: Math.round(environment.benchmarkIndex),
      cpuSlowdownMultiplier: configSettings.throttling.cpuSlowdownMultiplier ?? Number.NaN,
    };
  } finally {
    await chromium.close();
  }
}
