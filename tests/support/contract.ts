import { dereference, encodePointer, type Schema, type ValidationResult, validate } from "@cfworker/json-schema";

/**
 * An OpenAPI 3.1 document as a checker of real exchanges: every answer must have its
 * status documented for its operation and a body its schema accepts; a body the server
 * accepted must be one the document accepts too. Validation is standard JSON Schema
 * (draft 2020-12, @cfworker/json-schema: no code generation, so it runs in workerd).
 */

interface MediaTypes {
  "application/json"?: { schema?: Schema };
}
interface Operation {
  requestBody?: { content?: MediaTypes };
  responses?: Record<string, { description?: string; content?: MediaTypes }>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

export interface Exchange {
  method: string;
  /** The path the request was sent to, without the query. */
  path: string;
  /** The JSON the request carried, if any. */
  requestJson?: unknown;
  response: Response;
}

/** The document's own address, so its `#/components/…` references resolve. */
const BASE = "https://contract.test/openapi.json";

const pointer = (...parts: string[]) => `#/${parts.map(encodePointer).join("/")}`;

export class ApiContract {
  readonly #lookup: Record<string, Schema | boolean>;
  readonly #templates: Array<{ template: string; pattern: RegExp }>;

  /**
   * `prefix` is what the document's paths are relative to (better-auth's: /api/auth);
   * `checkRequests` holds the bodies the server accepted against the document too.
   */
  constructor(
    readonly document: OpenApiDocument,
    readonly options: { prefix?: string; checkRequests?: boolean } = {},
  ) {
    this.#lookup = dereference({ ...structuredClone(document), $id: BASE } as unknown as Schema);
    this.#templates = Object.keys(document.paths)
      .map((template) => ({
        template,
        pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+")}$`),
      }))
      // A fixed segment wins over a parameter (`/users/{id}/sessions` over `/users/{id}/{x}`).
      .sort((a, b) => (a.template.match(/\{/g)?.length ?? 0) - (b.template.match(/\{/g)?.length ?? 0));
  }

  /** The document's path template for a request path, if it describes one. */
  templateOf(path: string): string | undefined {
    const prefix = this.options.prefix ?? "";
    if (!path.startsWith(prefix)) return undefined;
    const relative = path.slice(prefix.length);
    return this.#templates.find(({ pattern }) => pattern.test(relative))?.template;
  }

  /** The JSON schema at a place in the document. */
  schemaAt(...parts: string[]): Schema | undefined {
    const schema = this.#lookup[`${BASE}${pointer(...parts)}`];
    return typeof schema === "object" ? schema : undefined;
  }

  validate(instance: unknown, schema: Schema): ValidationResult {
    return validate(instance, schema, "2020-12", this.#lookup as Record<string, Schema>, false);
  }

  /**
   * What is wrong with an exchange under this document's prefix; nothing when all holds. A
   * path or method it does not describe must be refused, in its error shape.
   */
  async problems({ method, path, requestJson, response }: Exchange): Promise<string[]> {
    const template = this.templateOf(path);
    const verb = method === "HEAD" ? "get" : method.toLowerCase();
    const text = await response.clone().text();
    const operation = template ? this.document.paths[template]?.[verb] : undefined;
    if (!template || !operation) {
      return this.#refusal(`${method} ${path} → ${response.status}`, response, text, template ? "method" : "path");
    }
    const where = `${method} ${this.options.prefix ?? ""}${template} → ${response.status}`;
    const answer = operation.responses?.[String(response.status)];
    if (!answer) return [`${where}: this status is not documented`];
    const problems: string[] = [];
    const schema =
      answer.content?.["application/json"] &&
      this.schemaAt(
        "paths",
        template,
        verb,
        "responses",
        String(response.status),
        "content",
        "application/json",
        "schema",
      );
    if (method !== "HEAD") {
      if (schema) problems.push(...this.#check(where, "answer", text, schema));
      else if (text) problems.push(`${where}: a body where the document says none`);
      if (response.status >= 400) problems.push(...this.#codeNamed(where, text, answer.description ?? ""));
    }
    const accepted = this.options.checkRequests && response.status < 300 && requestJson !== undefined;
    const requestSchema = this.schemaAt(
      "paths",
      template,
      verb,
      "requestBody",
      "content",
      "application/json",
      "schema",
    );
    if (accepted && requestSchema) {
      problems.push(...this.#check(where, "accepted request", JSON.stringify(requestJson), requestSchema));
    }
    return problems;
  }

  /** A refusal's `code` is one its status's description names (`CODE`), so a client can switch on it. */
  #codeNamed(where: string, text: string, description: string): string[] {
    let code: unknown;
    try {
      code = (JSON.parse(text) as { code?: unknown }).code;
    } catch {
      return [];
    }
    if (typeof code !== "string" || description.includes(`\`${code}\``)) return [];
    return [`${where}: the code ${code} is not named in the document`];
  }

  /** A path or method the document does not describe: refused, a 405 saying what the path takes. */
  #refusal(where: string, response: Response, text: string, unknown: "path" | "method"): string[] {
    if (response.status < 400) return [`${where}: an undocumented ${unknown} succeeded`];
    if (response.status === 405 && !response.headers.get("allow")) return [`${where}: a 405 without Allow`];
    const error = this.schemaAt("components", "schemas", "Error");
    return error ? this.#check(where, "error", text, error) : [];
  }

  #check(where: string, what: string, text: string, schema: Schema): string[] {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return [`${where}: the ${what} is not JSON: ${text.slice(0, 200)}`];
    }
    const { valid, errors } = this.validate(value, schema);
    if (valid) return [];
    const details = errors
      .filter((error) => !error.error.startsWith("A subschema had errors"))
      .map((error) => `${error.instanceLocation}: ${error.error}`)
      .slice(0, 5);
    return [`${where}: the ${what} breaks the document (${details.join("; ")}): ${text.slice(0, 300)}`];
  }
}
