/**
 * Budgets fail `npm run bench -- --check` (CI): sizes and loading rules only, which do not
 * depend on the machine. Targets are timings and scores: measured and reported by
 * `npm run bench`, never asserted, because a shared CI machine cannot time reliably.
 */
/**
 * The room a team gets: each budget sits well above what the starter uses (the README's
 * "Budgets" table says how much), so a new screen or resource does not break one by existing.
 */
export const BUDGETS = {
  /**
   * Cloudflare counts the gzipped upload and allows 3 MiB on the Free plan (10 MiB on Paid):
   * a team's Worker stays under a third of the Free plan's limit.
   */
  workerGzipKiB: 1024,
  /**
   * Every script a cold load of /login/ fetches, gzipped (1 KB = 1000 bytes): the first thing a
   * visitor downloads. A new route adds only its entry in the route tree here.
   */
  loginJsKB: 160,
  /**
   * The same for a signed-in visitor's cold load of /app/books/, the list every signed-in
   * session opens on: the sign-in screen's libraries plus the areas' own code.
   */
  signedInListJsKB: 200,
  /** What a fresh `npm ci` installs: every clone and every CI run downloads and unpacks it (decision 0017). */
  installMiB: 700,
} as const;

export const TARGETS = {
  /**
   * CPU of the Worker's startup (evaluating its script) in local workerd, median of 5: Cloudflare
   * refuses a Worker whose startup passes 1 s; a team keeps most of that.
   */
  workerStartupMs: 150,
  lighthouse: {
    performance: 95,
    accessibility: 100,
    bestPractices: 95,
    /** Google's "good" largest contentful paint. */
    largestPaintMs: 2500,
    totalBlockingTimeMs: 150,
    layoutShift: 0.02,
  },
  /** The books list (10,000 books) under 32 concurrent clients, on loopback, with no failures. */
  booksListP99Ms: 25,
  /**
   * get-session and the books list at 1 client within twice the empty Worker's
   * median; the books list at 32 clients serving at least this share of its requests a second.
   */
  againstFloor: { latencyRatio: 2, throughputShare: 0.25 },
} as const;
