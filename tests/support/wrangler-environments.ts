/**
 * wrangler.toml as wrangler resolves it for the top level ("") and each environment, read in
 * Node by tests/worker/global-setup.node.ts and handed to the Worker tests (inject).
 */
export type BindingKind =
  | "d1_databases"
  | "kv_namespaces"
  | "r2_buckets"
  | "queue_producers"
  | "queue_consumers"
  | "ratelimits"
  | "analytics_engine_datasets"
  | "send_email"
  | "services";

export interface WranglerEnvironment {
  name: string;
  vars: Record<string, string>;
  /** Each binding of a kind as `[binding, what it is bound to]`. */
  bindings: Record<BindingKind, string[][]>;
}

declare module "vitest" {
  export interface ProvidedContext {
    wranglerEnvironments: Record<string, WranglerEnvironment>;
  }
}
