import type { DBAdapter } from "better-auth";
import { brokenRule } from "../lib/db-errors";
import { refuse } from "./guards/guard";

type Adapter = DBAdapter;

/**
 * better-auth's adapter, with a write the database refuses by one of its rules (a trigger's
 * RAISE, migrations/0003_rules.sql) failing as that rule's refusal. better-auth's plugins
 * catch what their writes throw and answer a generic 500 of their own, unless it is already
 * a refusal: the passkey that exceeds the limit under parallel registrations reaches the
 * person as PASSKEY_LIMIT_REACHED, not as a failed verification.
 */
export function withRulesAsRefusals<Options>(factory: (options: Options) => Adapter): (options: Options) => Adapter {
  return (options) => {
    const adapter = factory(options);
    const asRefusal = (error: unknown): never => {
      const rule = brokenRule(error);
      if (rule) refuse(rule);
      throw error;
    };
    return {
      ...adapter,
      // better-auth's generic signature: the answer is the adapter's own, passed through.
      create: ((query) => adapter.create(query).catch(asRefusal)) as Adapter["create"],
      update: <T>(query: Parameters<Adapter["update"]>[0]) => adapter.update<T>(query).catch(asRefusal),
      updateMany: (query) => adapter.updateMany(query).catch(asRefusal),
      delete: <T>(query: Parameters<Adapter["delete"]>[0]) => adapter.delete<T>(query).catch(asRefusal),
      deleteMany: (query) => adapter.deleteMany(query).catch(asRefusal),
    };
  };
}
