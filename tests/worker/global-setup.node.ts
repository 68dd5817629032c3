import type { TestProject } from "vitest/node";
import { experimental_readRawConfig, type Unstable_Config, unstable_readConfig } from "wrangler";
import { startAnalyticsMock } from "../support/analytics-sql-mock.node";
import { startOAuthMock } from "../support/oauth-mock.node";
import { startTurnstileMock } from "../support/turnstile-mock.node";
import type { BindingKind, WranglerEnvironment } from "../support/wrangler-environments";

/** What each binding of a kind is bound to: a database's name, a bucket's, a queue's… */
const BINDING_KINDS = {
  d1_databases: (c: Unstable_Config) => c.d1_databases.map((d) => [d.binding, d.database_name ?? ""]),
  kv_namespaces: (c: Unstable_Config) => c.kv_namespaces.map((k) => [k.binding, k.id ?? ""]),
  r2_buckets: (c: Unstable_Config) => c.r2_buckets.map((r) => [r.binding, r.bucket_name ?? ""]),
  queue_producers: (c: Unstable_Config) => (c.queues.producers ?? []).map((q) => [q.binding ?? "", q.queue ?? ""]),
  queue_consumers: (c: Unstable_Config) => (c.queues.consumers ?? []).map((q) => [q.queue, q.dead_letter_queue ?? ""]),
  ratelimits: (c: Unstable_Config) =>
    c.ratelimits.map((r) => [r.name, `${r.namespace_id} ${r.simple.limit}/${r.simple.period}`]),
  analytics_engine_datasets: (c: Unstable_Config) =>
    c.analytics_engine_datasets.map((a) => [a.binding, a.dataset ?? ""]),
  send_email: (c: Unstable_Config) => c.send_email.map((e) => [e.name, ""]),
  services: (c: Unstable_Config) => c.services?.map((s) => [s.binding, s.service]) ?? [],
} satisfies Record<BindingKind, (config: Unstable_Config) => string[][]>;

/** wrangler.toml as wrangler resolves it for the top level ("") and each environment. */
function wranglerEnvironments(): Record<string, WranglerEnvironment> {
  const { rawConfig } = experimental_readRawConfig({ config: "wrangler.toml" });
  return Object.fromEntries(
    ["", ...Object.keys(rawConfig.env ?? {})].map((env) => {
      const config: Unstable_Config = unstable_readConfig({ config: "wrangler.toml", env: env || undefined });
      const bindings = Object.fromEntries(
        Object.entries(BINDING_KINDS).map(([kind, read]) => [kind, read(config)]),
      ) as WranglerEnvironment["bindings"];
      return [env, { name: config.name ?? "", vars: config.vars as Record<string, string>, bindings }];
    }),
  );
}

// Runs in Node before the workerd test pool starts: the OpenID provider GitHub tests use, the
// Turnstile verification stub, Analytics Engine's SQL API stand-in, and wrangler.toml's
// environments as wrangler reads them.
export default async function setup(project: TestProject) {
  project.provide("wranglerEnvironments", wranglerEnvironments());
  const stopOAuth = await startOAuthMock();
  const turnstile = await startTurnstileMock();
  const analytics = await startAnalyticsMock();
  return async () => {
    await Promise.all([stopOAuth(), turnstile.stop(), analytics.stop()]);
  };
}
