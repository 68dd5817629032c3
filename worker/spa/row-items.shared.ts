import { type ZodType, z } from "zod";
import { everyCombination, variantPath } from "./drawn-rows.shared";
import type { RowVariant } from "./screens.shared";
import { slot } from "./slots.shared";

/** The part of a JSON Schema (zod's `toJSONSchema`) that says what a value is. */
interface JsonSchema {
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
}

const kinds = (schema: JsonSchema): string[] => {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return alternatives.flatMap(kinds);
  if (schema.const !== undefined) return [typeof schema.const];
  return Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : ["string"];
};

const present = (schema: JsonSchema): JsonSchema =>
  (schema.anyOf ?? schema.oneOf)?.find((alternative) => !kinds(alternative).every((kind) => kind === "null")) ?? schema;

/**
 * A value of `schema` that draws as slots: text and numbers are slots of their path (the Worker
 * fills them), a nullable value is present, a flag is off, a list is empty.
 */
function sample(schema: JsonSchema, path: string): unknown {
  const value = present(schema);
  if (value.properties) {
    return Object.fromEntries(
      Object.entries(value.properties).map(([key, property]) => [key, sample(property, path ? `${path}.${key}` : key)]),
    );
  }
  const [kind] = kinds(value);
  if (kind === "array") return [];
  if (kind === "boolean") return false;
  return slot(path);
}

/** What `path` holds when a variant says it is absent: null when it may be, else empty, off or zero. */
function absent(schema: JsonSchema | undefined): unknown {
  const possible = kinds(schema ?? {});
  if (possible.includes("null")) return null;
  if (possible.includes("boolean")) return false;
  if (possible.includes("number") || possible.includes("integer")) return 0;
  return "";
}

function schemaAt(schema: JsonSchema, path: string): JsonSchema | undefined {
  let at: JsonSchema | undefined = schema;
  for (const key of path.split(".")) at = at && present(at).properties?.[key];
  return at;
}

function withValue(item: unknown, path: string, value: unknown): unknown {
  const [key = "", ...rest] = path.split(".");
  const object = item as Record<string, unknown>;
  return { ...object, [key]: rest.length === 0 ? value : withValue(object[key], rest.join("."), value) };
}

/** The schema with each reference to a named schema (`#/$defs/Genre`) replaced by that schema. */
function inlined(schema: unknown, defs: Record<string, JsonSchema>): JsonSchema {
  if (Array.isArray(schema)) return schema.map((item) => inlined(item, defs)) as JsonSchema;
  if (schema === null || typeof schema !== "object") return schema as JsonSchema;
  const { $ref, ...rest } = schema as JsonSchema;
  const named = $ref?.startsWith("#/$defs/") ? defs[$ref.slice("#/$defs/".length)] : undefined;
  const resolved = named ? { ...named, ...rest } : rest;
  return Object.fromEntries(Object.entries(resolved).map(([key, value]) => [key, inlined(value, defs)])) as JsonSchema;
}

/**
 * One item per combination of a list's row variants (worker/spa/drawn-rows.shared.ts), from the
 * schema of the API's item: the build draws the list's rows with these.
 */
export function rowItems(itemSchema: unknown, variants: readonly RowVariant[]): unknown[] {
  const json = z.toJSONSchema(itemSchema as ZodType, { unrepresentable: "any", io: "output" }) as JsonSchema;
  const schema = inlined(json, json.$defs ?? {});
  const base = sample(schema, "");
  return everyCombination(variants).map((combination) =>
    combination.reduce<unknown>((item, value, index) => {
      const path = variantPath(variants[index] ?? "");
      const at = schemaAt(schema, path);
      if (typeof value === "string") return withValue(item, path, value);
      if (!value) return withValue(item, path, absent(at));
      // Present: a flag is on; text keeps its slot.
      return kinds(present(at ?? {})).includes("boolean") ? withValue(item, path, true) : item;
    }, base),
  );
}
