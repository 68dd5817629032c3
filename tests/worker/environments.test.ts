import { describe, expect, inject, it } from "vitest";
import type { WranglerEnvironment } from "../support/wrangler-environments";

/**
 * wrangler.toml's environments (docs/operations.md, "Environments"): bindings and vars are not
 * inherited, so each environment repeats the top level's, bound to resources of its own.
 */
const { "": top, ...environments } = inject("wranglerEnvironments");

describe("environments", () => {
  it("are staging and preview", () => {
    expect(Object.keys(environments).sort()).toEqual(["preview", "staging"]);
  });

  describe.each(Object.entries(environments))("%s", (name: string, environment: WranglerEnvironment) => {
    it("has every binding the top level has, of each kind", () => {
      for (const [kind, bound] of Object.entries(top?.bindings ?? {})) {
        // A consumer is named by its queue, which is the environment's own: they are counted.
        const names = (list: string[][] | undefined) =>
          (list ?? []).map(([binding]) => (kind === "queue_consumers" ? "a consumer" : binding)).sort();
        expect(
          names(environment.bindings[kind as keyof typeof environment.bindings]),
          `add the top level's ${kind} to [env.${name}] in wrangler.toml`,
        ).toEqual(names(bound));
      }
    });

    it("binds them to resources of its own: its database, bucket, queues and rate-limit counters", () => {
      for (const kind of ["d1_databases", "r2_buckets", "queue_producers", "queue_consumers"] as const) {
        for (const [binding, resource] of environment.bindings[kind]) {
          const production = new Map(top?.bindings[kind].map(([b, r]) => [b, r]));
          expect(resource, `[env.${name}] ${kind} ${binding}: name a resource of its own`).not.toBe(
            production.get(binding),
          );
          expect(resource, `${kind} ${binding} of [env.${name}]`).toContain(name);
        }
      }
      const production = new Map(top?.bindings.ratelimits.map(([b, r]) => [b, r]));
      for (const [binding, counter] of environment.bindings.ratelimits) {
        const [namespace, limit] = (counter ?? "").split(" ");
        const [topNamespace, topLimit] = (production.get(binding) ?? "").split(" ");
        expect(namespace, `[env.${name}] ratelimits ${binding}: a namespace_id of its own`).not.toBe(topNamespace);
        expect(limit, `[env.${name}] ratelimits ${binding}: the top level's limit and period`).toBe(topLimit);
      }
    });

    it("sets every var the top level sets, and names itself in the badge", () => {
      expect(Object.keys(environment.vars).sort(), `add the top level's [vars] to [env.${name}.vars]`).toEqual(
        Object.keys(top?.vars ?? {}).sort(),
      );
      expect(environment.vars.ENV_NAME).toBe(name);
      expect(environment.vars.BETTER_AUTH_URL).not.toBe(top?.vars.BETTER_AUTH_URL);
      expect(environment.name).toBe(`${top?.name}-${name}`);
    });
  });
});
