import type { OpenAPIHono } from "@hono/zod-openapi";
import { Scalar } from "@scalar/hono-api-reference";
import { version } from "../../package.json";
import { SESSION_COOKIE } from "../auth/session-policy";
import type { AppContext } from "../lib/context";

/**
 * The API's own description (OpenAPI 3.1, generated from the route contracts) and its
 * reference page: Scalar showing this document and better-auth's, with every byte
 * (script included) served from our origin.
 */
export function mountApiReference(api: OpenAPIHono<AppContext>) {
  api.openAPIRegistry.registerComponent("securitySchemes", "cookieAuth", {
    type: "apiKey",
    in: "cookie",
    name: SESSION_COOKIE,
    description: `The session cookie set by signing in (\`/api/auth/sign-in/*\`); named \`__Secure-${SESSION_COOKIE}\` over https.`,
  });

  api.doc31("/openapi.json", (c) => ({
    openapi: "3.1.0",
    info: {
      title: "Edgestart API",
      version,
      description:
        "The app's own API. Errors are JSON `{ code, message, issues? }` with the message in the request's language (cookie `lang`, else Accept-Language).",
    },
    servers: [{ url: new URL(c.req.url).origin }],
  }));

  api.get(
    "/docs",
    Scalar<AppContext>((c) => ({
      pageTitle: "API documentation · Edgestart",
      sources: [
        { title: "Edgestart API", url: "/api/openapi.json" },
        { title: "Authentication (better-auth)", url: "/api/auth/open-api/generate-schema" },
      ],
      cdn: "/scalar/standalone.js",
      withDefaultFonts: false,
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
