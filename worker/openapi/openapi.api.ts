import type { OpenAPIHono } from "@hono/zod-openapi";
import { Scalar } from "@scalar/hono-api-reference";
import { version } from "../../package.json";
import type { AppContext } from "../lib/context";
import type { ApiTag } from "../lib/openapi";
import { withRequestIdHeader } from "../lib/request-id";
import { D1_RESPONSE_HEADERS } from "../lib/server-timing";
import { AUTH_DOCUMENT_PATH } from "./auth-document";
import { bearerAuthScheme, cookieAuthScheme } from "./cookie-auth";

const description = `The app's own API; signing in and the session are better-auth's (the second document of this reference).

Errors are JSON \`{ code, message, issues? }\`, the message in the request's language (cookie \`lang\`, else Accept-Language); each operation lists the codes it can answer with. Beyond them, any path under \`/api\`:
- answers **404** \`NOT_FOUND\` when it does not exist;
- answers **405** \`METHOD_NOT_ALLOWED\` with an \`Allow\` header when it exists but not with that method (HEAD goes wherever GET does).

${D1_RESPONSE_HEADERS}`;

/**
 * The API's own description (OpenAPI 3.1, generated from the route contracts, those of
 * `outside` included) and its
 * reference page: Scalar showing this document and better-auth's, with every byte
 * (script included) served from our origin.
 */
export function mountApiReference(api: OpenAPIHono<AppContext>, outside: OpenAPIHono<AppContext>[], tags: ApiTag[]) {
  api.openAPIRegistry.registerComponent("securitySchemes", "cookieAuth", cookieAuthScheme);
  api.openAPIRegistry.registerComponent("securitySchemes", "bearerAuth", bearerAuthScheme);

  // The routes of `outside` (the files' own addresses) are on the same origin, not under /api.
  api.get("/openapi.json", (c) => {
    const config = {
      openapi: "3.1.0",
      info: { title: "Edgestart API", version, description },
      servers: [{ url: new URL(c.req.url).origin }],
      tags,
    };
    const document = api.getOpenAPI31Document(config);
    for (const router of outside) {
      const { paths, components } = router.getOpenAPI31Document(config);
      document.paths = { ...document.paths, ...paths };
      document.components = {
        ...document.components,
        schemas: { ...document.components?.schemas, ...components?.schemas },
      };
    }
    return c.json(withRequestIdHeader(document));
  });

  api.get(
    "/docs",
    Scalar<AppContext>((c) => ({
      pageTitle: "API documentation · Edgestart",
      sources: [
        { title: "Edgestart API", url: "/api/openapi.json" },
        { title: "Authentication (better-auth)", url: AUTH_DOCUMENT_PATH },
      ],
      cdn: "/scalar/standalone.js",
      withDefaultFonts: false,
      // "Try it" offers the API key's field first: signed in, a reader's cookie goes along anyway.
      authentication: { preferredSecurityScheme: "bearerAuth" },
      // Nothing that talks to Scalar's services: no AI agent, MCP generator, toolbar or telemetry.
      agent: { disabled: true },
      mcp: { disabled: true },
      showToolbar: "never",
      showDeveloperTools: "never",
      telemetry: false,
      nonce: c.get("secureHeadersNonce"),
    })),
  );
}
