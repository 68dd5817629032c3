/**
 * Rewrites of the JSON schemas in better-auth's generated document
 * (worker/openapi/auth-document.ts), each for what the Worker really sends or takes.
 */
export type Schema = { [key: string]: unknown };

/** `null` among a schema's types, as OpenAPI 3.1 says it. */
export function withNull(schema: Schema): Schema {
  const { nullable: _, ...rest } = schema;
  if (Object.keys(rest).length === 0) return rest;
  // A reference carries its own type; `null` has to be its alternative.
  if (rest.$ref !== undefined) {
    const { type: _type, ...reference } = rest;
    return { anyOf: [reference, { type: "null" }] };
  }
  if (typeof rest.type === "string") return { ...rest, type: [rest.type, "null"] };
  if (Array.isArray(rest.type)) return { ...rest, type: [...new Set([...rest.type, "null"])] };
  return { anyOf: [rest, { type: "null" }] };
}

/** Every schema below `value`, rewritten bottom-up. */
export function mapSchemas(value: unknown, rewrite: (schema: Schema) => Schema): unknown {
  if (Array.isArray(value)) return value.map((item) => mapSchemas(item, rewrite));
  if (typeof value !== "object" || value === null) return value;
  const mapped = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapSchemas(item, rewrite)]));
  return rewrite(mapped);
}

/** better-auth's `nullable` is OpenAPI 3.0's, which 3.1 ignores. */
export function nullableAsType(schema: Schema): Schema {
  if (!("nullable" in schema)) return schema;
  const { nullable, ...rest } = schema;
  return nullable === true ? withNull(rest) : rest;
}

/** No `token` in an answer: worker/auth/auth.api.ts removes it from every JSON body (the cookie carries it). */
function withoutToken(schema: Schema): Schema {
  const properties = schema.properties as Record<string, Schema> | undefined;
  if (!properties || !("token" in properties)) return schema;
  const { token: _, ...rest } = properties;
  const required = (schema.required as string[] | undefined)?.filter((name) => name !== "token");
  return { ...schema, properties: rest, ...(required ? { required } : {}) };
}

/**
 * An object in an answer: what better-auth may leave out, it also sends as `null` (an empty
 * column, an `error` that did not happen), though it describes a plain string.
 */
function optionalAsNullable(schema: Schema): Schema {
  const properties = schema.properties as Record<string, Schema> | undefined;
  if (!properties) return schema;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const nullable = Object.entries(properties).map(([name, property]) => [
    name,
    required.has(name) || property.$ref !== undefined ? property : withNull(property),
  ]);
  return { ...schema, properties: Object.fromEntries(nullable) };
}

/**
 * An organization's `metadata`, which better-auth keeps as text, describes as a string, and
 * answers parsed (an object) after a write that set it: any JSON value.
 */
function metadataAsAnyValue(schema: Schema): Schema {
  const properties = schema.properties as Record<string, Schema> | undefined;
  if (!properties?.metadata) return schema;
  const metadata = { description: "What was stored: any JSON value, as sent" };
  return { ...schema, properties: { ...properties, metadata } };
}

/** The rewrites of a schema that describes an answer (or a model that answers carry). */
export const answerSchema = (schema: Schema) =>
  optionalAsNullable(metadataAsAnyValue(withoutToken(nullableAsType(schema))));

/** A request body as the Worker takes it: unknown fields are refused with 400. */
export function strictBody(schema: Schema, listed?: readonly string[]): Schema {
  if (schema.type !== "object") return schema;
  const { propertyNames: _, ...rest } = schema;
  if (!listed) return { ...rest, additionalProperties: false };
  // Only the fields the server takes on this route (worker/auth/guards/accepted-fields.ts).
  const properties = Object.fromEntries(
    Object.entries((rest.properties as Record<string, Schema> | undefined) ?? {}).filter(([name]) =>
      listed.includes(name),
    ),
  );
  const required = ((rest.required as string[] | undefined) ?? []).filter((name) => listed.includes(name));
  const { required: _required, ...open } = rest;
  return { ...open, properties, ...(required.length > 0 && { required }), additionalProperties: false };
}

/** The component schemas `paths` reach, directly or through one another. */
export function referenced(paths: unknown, schemas: Record<string, Schema>): Set<string> {
  const names = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value !== "object" || value === null) return;
    const ref = (value as { $ref?: unknown }).$ref;
    const name = typeof ref === "string" ? ref.replace("#/components/schemas/", "") : undefined;
    if (name && !names.has(name)) {
      names.add(name);
      visit(schemas[name]);
    }
    for (const item of Object.values(value)) visit(item);
  };
  visit(paths);
  return names;
}
