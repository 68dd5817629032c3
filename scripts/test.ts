/**
 * `npm test`: everything CI runs, as phases that overlap where they can (decision 0045). The
 * static checks, the production build and the Worker tests start at once; the size budgets
 * start once the build is there, and the browser tests once the build is there and the Worker
 * tests have ended. Each phase writes to test-results/<phase>.log, printed when it ends; at the end, a
 * table of each phase's time, and test-results/summary.json: tests passed and failed, a
 * failed phase that is not a test file counting as one failure.
 *
 * Arguments go to both vitest runs (`npm test -- --bail=1`).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

interface Phase {
  name: string;
  command: string[];
  /** Phases that must have passed first. */
  after?: string[];
  /** Phases that must have ended first, passed or not: they need the cores, not their result. */
  afterEnd?: string[];
  /** Where vitest writes its JSON report, for the counts. */
  report?: string;
}

interface Outcome {
  name: string;
  seconds: number;
  status: "passed" | "failed" | "not run";
  passed: number;
  failed: number;
}

const RESULTS = "test-results";
const extra = process.argv.slice(2);
const npm = (...args: string[]) => ["npm", "run", "--silent", ...args];
const vitest = (project: string) => {
  const report = join(RESULTS, `vitest-${project}.json`);
  return {
    report,
    command: [
      "node_modules/.bin/vitest",
      "run",
      "--project",
      project,
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${report}`,
      ...extra,
    ],
  };
};

const PHASES: Phase[] = [
  { name: "Typecheck", command: npm("typecheck") },
  { name: "Lint", command: npm("lint") },
  { name: "Translations", command: npm("i18n:check") },
  { name: "Build", command: ["node", "--experimental-strip-types", "--no-warnings", "scripts/build.ts"] },
  { name: "Budgets", command: npm("bench", "--", "--check"), after: ["Build"] },
  { name: "Worker tests", ...vitest("worker") },
  // Both test projects want both cores: run beside each other, Worker tests timed out (decision 0045).
  { name: "Browser tests", ...vitest("e2e"), after: ["Build"], afterEnd: ["Worker tests"] },
];

const slug = (name: string) => name.toLowerCase().replaceAll(" ", "-");
const started = performance.now();
const elapsed = (since: number) => (performance.now() - since) / 1000;
const stamp = () => `${elapsed(started).toFixed(0).padStart(4)} s`;

function counts(report: string | undefined): { passed: number; failed: number } | undefined {
  if (!report || !existsSync(report)) return undefined;
  const json = JSON.parse(readFileSync(report, "utf8")) as { numPassedTests: number; numFailedTests: number };
  return { passed: json.numPassedTests, failed: json.numFailedTests };
}

/** Runs a phase, its output to its log file; printed as one block when it ends. */
function run(phase: Phase): Promise<Outcome> {
  const log = join(RESULTS, `${slug(phase.name)}.log`);
  if (phase.report) rmSync(phase.report, { force: true });
  const output = createWriteStream(log);
  const since = performance.now();
  console.log(`${stamp()}  ▶ ${phase.name} (${log})`);
  const [command = "", ...args] = phase.command;
  const child: ChildProcess = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], env: process.env });
  child.stdout?.pipe(output, { end: false });
  child.stderr?.pipe(output, { end: false });
  return new Promise((resolve) => {
    child.on("close", (code) => {
      output.end(() => {
        const seconds = elapsed(since);
        const tests = counts(phase.report);
        const ok = code === 0;
        const mark = ok ? "✓" : "✗";
        console.log(`\n${stamp()}  ${mark} ${phase.name}: ${ok ? "passed" : "failed"} in ${seconds.toFixed(0)} s`);
        console.log(readFileSync(log, "utf8").trimEnd());
        resolve({
          name: phase.name,
          seconds,
          status: ok ? "passed" : "failed",
          passed: tests?.passed ?? 0,
          // A phase that failed with no failed test (a check, or vitest failing before its tests) is one failure.
          failed: ok ? (tests?.failed ?? 0) : Math.max(tests?.failed ?? 0, 1),
        });
      });
    });
  });
}

mkdirSync(RESULTS, { recursive: true });
const outcomes = new Map<string, Promise<Outcome>>();
const outcomeOf = (phase: Phase, name: string) => {
  const outcome = outcomes.get(name);
  if (!outcome) throw new Error(`${phase.name} comes after ${name}, which is not a phase before it`);
  return outcome;
};
for (const phase of PHASES) {
  const prerequisites = (phase.after ?? []).map((name) => outcomeOf(phase, name));
  const ended = (phase.afterEnd ?? []).map((name) => outcomeOf(phase, name));
  outcomes.set(
    phase.name,
    Promise.all([Promise.all(prerequisites), ...ended]).then(([before]) =>
      before.every((outcome) => outcome.status === "passed")
        ? run(phase)
        : { name: phase.name, seconds: 0, status: "not run" as const, passed: 0, failed: 1 },
    ),
  );
}
const results = await Promise.all(outcomes.values());

const passed = results.reduce((sum, outcome) => sum + outcome.passed, 0);
const failed = results.reduce((sum, outcome) => sum + outcome.failed, 0);
writeFileSync(
  join(RESULTS, "summary.json"),
  `${JSON.stringify({ passed, failed, seconds: elapsed(started), phases: results }, null, 2)}\n`,
);
console.log(`\nnpm test, in ${elapsed(started).toFixed(0)} s (phases overlap):`);
for (const outcome of results) {
  const tests = outcome.passed + outcome.failed > 0 ? `  ${outcome.passed} passed, ${outcome.failed} failed` : "";
  console.log(`  ${outcome.name.padEnd(14)} ${outcome.seconds.toFixed(0).padStart(5)} s  ${outcome.status}${tests}`);
}
process.exitCode = results.every((outcome) => outcome.status === "passed") ? 0 : 1;
