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

function load(readDocument: DocumentReader) {
  contracts ??= (async () => {
    const read = async (path: string): Promise<OpenApiDocument> => (await readDocument(path)).json();
    const [app, auth] = [await read(DOCUMENTS.app), await read(DOCUMENTS.auth)];
    return {
      app: new ApiContract(app, { checkRequests: true }),
      // Every better-auth route that takes a body refuses unknown fields (worker/auth/guards), so
      // a body it accepted must match its document too.
      auth: new ApiContract(auth, { prefix: "/api/auth", checkRequests: true }),
    };
  })();
  return contracts;
}

/** What the exchange breaks of the documents; empty when it keeps them (or no document covers it). */
export async function contractProblems(exchange: Exchange, read: DocumentReader): Promise<string[]> {
  const { path } = exchange;
  if (!path.startsWith("/api/") || UNDOCUMENTED.some((prefix) => path.startsWith(prefix))) return [];
  const { app, auth } = await load(read);
  return (path.startsWith("/api/auth/") ? auth : app).problems(exchange);
}
