import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import { defineConfig } from "vitest/config";
import { type Unstable_Config, unstable_readConfig } from "wrangler";
import { writeAuthErrorCatalogs } from "./build/auth-error-catalogs.ts";
import { analyticsMockPort } from "./tests/support/analytics-sql-mock.node.ts";
import { oauthMockPort } from "./tests/support/oauth-mock.node.ts";
import { turnstileMockPort, turnstileMockURL } from "./tests/support/turnstile-mock.node.ts";

/**
 * The edge's rate limits (wrangler.toml's `[[ratelimits]]`) with room for the suites about other
 * things, which send hundreds of writes on one session, as the browser tests run with
 * RATE_LIMIT=off; and each as wrangler.toml sets it under `TEST_<name>`, which
 * tests/worker/edge-limits.test.ts puts in their place.
 */
function edgeLimitsForTests() {
  const { ratelimits }: Pick<Unstable_Config, "ratelimits"> = unstable_readConfig({ config: "wrangler.toml" });
  return Object.fromEntries(
    ratelimits.flatMap(({ name, namespace_id, simple }) => [
      [name, { namespace_id, simple: { limit: 1_000_000, period: simple.period } }],
      [`TEST_${name}`, { namespace_id: `${namespace_id}0`, simple }],
    ]),
  );
}

/** What the Worker tests' ASSETS binding serves: committed pages, and the files written below. */
const TEST_ASSETS = "./tests/worker/fixtures/assets";

/**
 * `npm test` runs two projects: the Worker inside workerd (real local D1 and KV, migrations
 * applied, storage emptied before each file) and the browser tests (Chromium via playwright-core
 * against the built app served by workerd). tests/security, organised by threat, feeds both.
 */
export default defineConfig({
  test: {
    // Vitest keeps a core free by default, which on CI's two cores runs the Worker's files one
    // at a time; workerd waits on its own I/O enough for two to share them (CI ran 110 s shorter).
    // The browser tests stay one file at a time (below).
    maxWorkers: "100%",
    projects: [
      {
        plugins: [
          babel({ presets: [linguiTransformerBabelPreset()] }),
          lingui(),
          cloudflareTest(async () => {
            // What the build writes for the Worker to read through ASSETS, among the tests' assets.
            writeAuthErrorCatalogs(TEST_ASSETS);
            return {
              wrangler: { configPath: "./wrangler.toml" },
              miniflare: {
                // Every var is set here so a developer's .dev.vars never changes test results.
                bindings: {
                  TEST_MIGRATIONS: await readD1Migrations("./migrations"),
                  TEST_OAUTH_MOCK_ISSUER: `http://localhost:${oauthMockPort()}`,
                  TEST_TURNSTILE_VERIFY_URL: turnstileMockURL(turnstileMockPort()),
                  TEST_ANALYTICS_SQL_URL: `http://127.0.0.1:${analyticsMockPort()}`,
                  APP_ENV: "test",
                  BETTER_AUTH_URL: "http://localhost:8787",
                  BETTER_AUTH_SECRET: "test-secret-0123456789abcdef0123456789",
                  SIGN_UP_ENABLED: "true",
                  RATE_LIMIT: "on",
                  SERVER_TIMING: "",
                  DEMO_MODE: "false",
                  API_KEYS_NEVER_EXPIRE: "false",
                  ADMIN_EMAILS: "admin@example.com",
                  IMAGE_HOSTS: "avatars.githubusercontent.com,covers.openlibrary.org",
                  EMAIL_TRANSPORT: "dev",
                  EMAIL_FROM: "Edgestart <no-reply@localhost>",
                  GITHUB_CLIENT_ID: "",
                  GITHUB_CLIENT_SECRET: "",
                  TURNSTILE_SITE_KEY: "",
                  TURNSTILE_SECRET_KEY: "",
                  TURNSTILE_VERIFY_URL: "",
                  ENV_NAME: "",
                  ENV_EMOJI: "",
                  ENV_COLOR: "",
                  ORGANIZATIONS_PER_OWNER: "",
                  ORGANIZATION_MEMBERS: "",
                  AUDIT_RETENTION_DAYS: "",
                  UPLOAD_MAX_MB: "",
                  UPLOAD_MAX_SIDE: "",
                  UPLOADS_PER_DAY: "",
                  UPLOAD_MB_PER_DAY: "",
                  ANALYTICS_ACCOUNT_ID: "",
                  ANALYTICS_DATASET: "edgestart_events",
                },
                assets: { directory: TEST_ASSETS, binding: "ASSETS" },
                ratelimits: edgeLimitsForTests(),
                // A local trace exporter: the Worker's spans as Workers tracing streams them
                // (tests/worker/tracing.test.ts reads them through TRACES).
                streamingTails: ["trace-collector"],
                serviceBindings: { TRACES: "trace-collector" },
                workers: [
                  {
                    name: "trace-collector",
                    modules: true,
                    scriptPath: "./tests/worker/fixtures/trace-collector.js",
                    compatibilityDate: "2026-10-01",
                  },
                ],
              },
            };
          }),
        ],
        test: {
          name: "worker",
          // The files of one Vitest worker share its runtime and the Worker's modules, loaded
          // once instead of once per file (about 5 s each: the project took 161 s instead of
          // 423); tests/worker/setup.ts empties D1 and KV before each file.
          isolate: false,
          // The security suite (tests/security) runs here too, but for its browser files.
          include: ["tests/worker/**/*.test.ts", "tests/security/**/*.test.ts"],
          exclude: ["tests/security/**/*.browser.test.ts"],
          setupFiles: ["tests/worker/setup.ts"],
          // A test that checks no email came waits for the queue (tests/support/auth.ts) on top
          // of its own work: Vitest's 5 s was too close on two busy cores.
          testTimeout: 15_000,
          globalSetup: ["tests/worker/global-setup.node.ts"],
        },
      },
      {
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts", "tests/security/**/*.browser.test.ts"],
          globalSetup: ["tests/e2e/global-setup.ts"],
          setupFiles: ["tests/e2e/setup.ts"],
          environment: "node",
          // One Chromium at a time: the machines have two cores.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
