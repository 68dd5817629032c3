import { signInByApi } from "../scripts/app-server.ts";
import { TARGETS } from "./budgets.ts";
import { type LighthouseFigures, medianLighthouse } from "./lighthouse.ts";
import { mark, markdownTable } from "./markdown.ts";

/** The seeded admin (scripts/seed-data.ts): the one account that reaches both areas. */
const SIGNED_IN_AS = "admin@example.com";

/** The screens a signed-in session spends its time on; `{book}` is a real book's id. */
const SIGNED_IN_PATHS = [
  "/app/",
  "/app/books/",
  "/app/books/{book}/",
  "/app/account/",
  "/manager/dashboard/",
  "/manager/books/",
  "/manager/users/",
  // The organization screens, on the seeded organization (scripts/seed-data.ts), which the admin owns.
  "/app/organizations/",
  "/app/organizations/edgestart-readers/",
  "/manager/organizations/",
  "/manager/organizations/seed-organization/",
  // The trail of security events.
  "/manager/audit/",
];

export interface SignedInScreens {
  signedInAs: string;
  runs: number;
  default: LighthouseFigures[];
  calibrated: LighthouseFigures[];
}

/**
 * Lighthouse on each signed-in screen with the admin's session cookie, at the default
 * settings, then at `cpuSlowdownMultiplier`; of `runs` runs each time, the median.
 */
export async function measureSignedInScreens(
  baseURL: string,
  runs: number,
  cpuSlowdownMultiplier: number,
): Promise<SignedInScreens> {
  const session = await signInByApi(baseURL, SIGNED_IN_AS);
  const extraHeaders = { Cookie: `${session.name}=${session.value}` };
  const books = await fetch(`${baseURL}/api/books?limit=1`, { headers: extraHeaders });
  const book = ((await books.json()) as { items: Array<{ id: string }> }).items[0];
  if (!books.ok || !book) throw new Error(`No book to measure /app/books/{book}/ with: HTTP ${books.status}`);
  const urls = SIGNED_IN_PATHS.map((path) => `${baseURL}${path.replace("{book}", encodeURIComponent(book.id))}`);
  const measured: SignedInScreens = { signedInAs: SIGNED_IN_AS, runs, default: [], calibrated: [] };
  for (const url of urls) measured.default.push(await medianLighthouse(url, runs, { extraHeaders }));
  for (const url of urls) {
    measured.calibrated.push(await medianLighthouse(url, runs, { cpuSlowdownMultiplier, extraHeaders }));
  }
  return measured;
}

function screensTable(figures: LighthouseFigures[]): string {
  const goals = TARGETS.lighthouse;
  return markdownTable([
    ["Screen", "Performance", "Largest paint", "Blocking time", "Layout shift", "Accessibility"],
    ...figures.map((run) => {
      const path = new URL(run.url).pathname;
      return [
        path === "/login/" ? "/login/ (signed out)" : path,
        `${run.performance} ${mark(run.performance >= goals.performance)}`,
        `${run.largestContentfulPaintMs} ms ${mark(run.largestContentfulPaintMs <= goals.largestPaintMs)}`,
        `${run.totalBlockingTimeMs} ms ${mark(run.totalBlockingTimeMs <= goals.totalBlockingTimeMs)}`,
        `${run.cumulativeLayoutShift} ${mark(run.cumulativeLayoutShift <= goals.layoutShift)}`,
        `${run.accessibility} ${mark(run.accessibility >= goals.accessibility)}`,
      ];
    }),
  ]);
}

/** The screens' two tables, /login/ (measured signed out) first, with what they are measured against. */
export function screensReport(
  login: LighthouseFigures,
  loginCalibrated: LighthouseFigures,
  screens: SignedInScreens,
): string {
  const goals = TARGETS.lighthouse;
  return [
    `Lighthouse per screen, signed in as ${screens.signedInAs}. Targets (reported, never asserted): performance ≥ ${goals.performance}, largest paint ≤ ${goals.largestPaintMs} ms, blocking time ≤ ${goals.totalBlockingTimeMs} ms, layout shift ≤ ${goals.layoutShift}, accessibility ≥ ${goals.accessibility}.`,
    "",
    `Mobile, default settings, median of ${screens.runs} runs:`,
    "",
    screensTable([login, ...screens.default]),
    "",
    `CPU ×${loginCalibrated.cpuSlowdownMultiplier} (calibrated to this host), median of ${screens.runs} runs:`,
    "",
    screensTable([loginCalibrated, ...screens.calibrated]),
  ].join("\n");
}
