import { ApiContract, type Exchange, type OpenApiDocument } from "./contract";

/**
 * The two documents the Worker serves, held against every exchange the Worker tests make
 * through `call()`: a test that gets an answer its document does not describe fails.
 */
const DOCUMENTS = { app: "/api/openapi.json", auth: "/api/auth/open-api/generate-schema" } as const;

/** /api paths the app document leaves out on purpose: the documents, the reference page, dev helpers. */
const UNDOCUMENTED = [DOCUMENTS.app, DOCUMENTS.auth, "/api/docs", "/api/dev/"];

let contracts: Promise<Record<keyof typeof DOCUMENTS, ApiContract>> | undefined;

/** Reads a document as the Worker serves it (not through the check: it would ask for itself). */
export type DocumentReader = (path: string) => Promise<Response>;

function load(read: DocumentReader) {
  contracts ??= (async () => {
    const [app, auth] = await Promise.all(
      [DOCUMENTS.app, DOCUMENTS.auth].map(async (path) => (await (await read(path)).json()) as OpenApiDocument),
    );
    return {
      app: new ApiContract(app as OpenApiDocument, { checkRequests: true }),
      // Bodies sent to better-auth are not held to `additionalProperties: false` until every
      // route that takes one refuses unknown fields (only sign-in and update-user do so far).
      auth: new ApiContract(auth as OpenApiDocument, { prefix: "/api/auth", checkRequests: false }),
    };
  })();
  return contracts;
}

/** What the exchange breaks of the documents; empty when it keeps them (or no document covers it). */
export async function contractProblems(exchange: Exchange, read: DocumentReader): Promise<string[]> {
  const { path, response } = exchange;
  if (!path.startsWith("/api/") || UNDOCUMENTED.some((prefix) => path.startsWith(prefix))) return [];
  const { app, auth } = await load(read);
  const contract = path.startsWith("/api/auth/") ? auth : app;
  if (contract.templateOf(path)) return contract.problems(exchange);
  // A path no document describes: refused, in the one error shape.
  if (response.status < 400) return [`${exchange.method} ${path} → ${response.status}: an undocumented path answered`];
  const error = contract.schemaAt("components", "schemas", "Error");
  const text = await response.clone().text();
  const { valid, errors } = error ? contract.validate(JSON.parse(text || "null"), error) : { valid: true, errors: [] };
  return valid
    ? []
    : [`${exchange.method} ${path} → ${response.status}: ${errors[0]?.error ?? "not the error shape"}: ${text}`];
}
