import { tracing } from "cloudflare:workers";
import { currentRequestId } from "./current-request-id";

/**
 * Our own spans in Workers traces (docs/operations.md): where a request spent its time in D1,
 * KV, R2, the queue, better-auth's session read and a page's handover, beside the spans the
 * runtime draws for each binding call. Every span carries the request's id, so a trace is found
 * from the id a person quotes. Unsampled requests pay next to nothing: the runtime hands back a
 * span that records nothing.
 */
export type SpanAttributes = Record<string, string | number | boolean | undefined>;

export function inSpan<T>(
  name: string,
  attributes: SpanAttributes,
  work: (span: { setAttributes(attributes: SpanAttributes): unknown }) => T,
): T {
  // A promise's span ends when it settles.
  return tracing.enterSpan(name, (span) => {
    span.setAttributes({ "request.id": currentRequestId(), ...attributes });
    return work(span);
  });
}

/** Bindings whose every call gets a span named `<prefix>.<method>` (`kv.get`, `r2.put`, `queue.send`). */
const TRACED_BINDINGS = { KV: "kv", FILES: "r2", EMAIL_QUEUE: "queue" } as const;

/** A binding whose calls each run in a span; a call's first argument, a key, names what it touched. */
function tracedBinding<T extends object>(binding: T, prefix: string): T {
  return new Proxy(binding, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== "function" || typeof property !== "string") return value;
      return (...args: unknown[]) =>
        inSpan(`${prefix}.${property}`, typeof args[0] === "string" ? { key: args[0] } : {}, () =>
          value.apply(target, args),
        );
    },
  });
}

const traced = new WeakMap<object, object>();

/** The Worker's bindings with KV, R2 and the queue traced: made once per environment object. */
export function tracedEnv<Env extends object>(env: Env): Env {
  let made = traced.get(env) as Env | undefined;
  if (!made) {
    const overrides: Record<string, unknown> = {};
    for (const [name, prefix] of Object.entries(TRACED_BINDINGS)) {
      const binding = (env as Record<string, unknown>)[name];
      if (binding && typeof binding === "object") overrides[name] = tracedBinding(binding, prefix);
    }
    made = { ...env, ...overrides };
    traced.set(env, made);
  }
  return made;
}
