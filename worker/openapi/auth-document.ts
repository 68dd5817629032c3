import { z } from "zod";
import type { Auth } from "../auth/auth";
import { CAPTCHA_ENDPOINTS } from "../auth/captcha";
import { LISTED_FIELDS } from "../auth/guards/accepted-fields";
import { type ServedEndpoint, servedEndpoints } from "../auth/served-endpoints";
import { CAPTCHA_HEADER } from "../auth/turnstile.shared";
import { isAllowedInDemo } from "../demo/demo-mode";
import { ErrorSchema } from "../lib/api.schemas";
import { type ErrorCode, errorsByStatus, RETRY_AFTER_HEADER, WWW_AUTHENTICATE_HEADER } from "../lib/errors";
import { withRequestIdHeader } from "../lib/request-id";
import { D1_RESPONSE_HEADERS } from "../lib/server-timing";
import { WRITE_METHODS } from "../lib/write-methods";
import { LIBRARY_CODES, LIBRARY_CODES_EVERYWHERE, LIBRARY_CODES_ON_WRITES } from "./auth-library-codes";
import { cookieAuthScheme } from "./cookie-auth";
import {
  answerSchema,
  mapSchemas,
  nullableAsType,
  referenced,
  type Schema,
  strictBody,
  withNull,
} from "./schema-rewrites";

/** Where Scalar reads this document (worker/openapi/openapi.api.ts). */
export const AUTH_DOCUMENT_PATH = "/api/auth/open-api/generate-schema";

interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<
    string,
    { description?: string; headers?: Record<string, unknown>; content?: Record<string, { schema?: Schema }> }
  >;
  [key: string]: unknown;
}
interface Document {
  info: Record<string, unknown>;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; securitySchemes?: unknown; [key: string]: unknown };
  tags?: Array<{ name: string; description: string }>;
  security?: unknown;
  [key: string]: unknown;
}

/** Routes that answer anyone: signing in and its callbacks, the liveness and error pages. */
const PUBLIC_PATHS = new Set([
  "/sign-in/social",
  "/sign-in/email-otp",
  "/sign-in/oauth2",
  "/callback/{id}",
  "/oauth2/callback/{providerId}",
  "/email-otp/send-verification-otp",
  "/email-otp/verify-email",
  "/passkey/generate-authenticate-options",
  "/passkey/verify-authentication",
  "/ok",
  "/error",
]);
/** Routes that take a session when there is one and answer without it too. */
const SESSION_OPTIONAL_PATHS = new Set([
  "/get-session",
  "/sign-out",
  // A sign-in's second step (its half-signed-in cookie), or, with a session, confirming a set-up.
  "/two-factor/verify-totp",
  "/two-factor/verify-backup-code",
]);
/**
 * Refusals our guards (worker/auth/guards) and the database's rules (migrations/0003_rules.sql, 0006, 0012, 0013)
 * add to better-auth's routes, and better-auth's own codes our error table gives another status
 * (not found is 404, a taken slug 409), beyond the codes every route can answer with.
 */
const OWNER = "YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER";
/** A route that names an organization: only its members may, and it must exist. */
const IN_ORGANIZATION: ErrorCode[] = ["USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION", "ORGANIZATION_NOT_FOUND"];
const IN_TEAM: ErrorCode[] = [...IN_ORGANIZATION, "TEAM_NOT_FOUND"];
const NOT_IN_TEAM = "USER_IS_NOT_A_MEMBER_OF_THE_TEAM";
/** With Turnstile on, the routes that mail an address the caller types need a token (worker/auth/captcha.ts). */
const CAPTCHA: ErrorCode[] = ["MISSING_RESPONSE", "VERIFICATION_FAILED", "SERVICE_UNAVAILABLE"];
const HOOK_CODES: Record<string, ErrorCode[]> = {
  "/delete-user": ["SESSION_EXPIRED", "IMPERSONATION_REFUSED", "LAST_ADMIN", "ONLY_OWNER_OF_AN_ORGANIZATION"],
  // Sign-in codes only; in the demo, refused as a write (worker/auth/guards/sign-in-codes.ts).
  "/email-otp/send-verification-otp": ["INVALID_EMAIL", "DEMO_MODE", ...CAPTCHA],
  "/email-otp/verify-email": ["INVALID_EMAIL"],
  "/email-otp/request-email-change": ["SESSION_EXPIRED", "IMPERSONATION_REFUSED", "INVALID_EMAIL", ...CAPTCHA],
  "/email-otp/change-email": ["SESSION_EXPIRED", "IMPERSONATION_REFUSED", "INVALID_EMAIL", "CONFLICT"],
  "/update-user": ["INVALID_NAME", "NOTHING_TO_UPDATE", "FILE_NOT_STORED"],
  "/admin/stop-impersonating": ["NOT_IMPERSONATING"],
  // An administrator without two-step sign-in, where it is required (worker/auth/guards/second-factor.ts).
  "/admin/list-users": ["SECOND_FACTOR_REQUIRED"],
  "/admin/get-user": ["SECOND_FACTOR_REQUIRED"],
  // A passkey's routes (worker/auth/guards/passkeys.ts, migrations/0015_passkeys.sql).
  "/passkey/generate-register-options": [
    "SESSION_EXPIRED",
    "IMPERSONATION_REFUSED",
    "INVALID_NAME",
    "PASSKEY_LIMIT_REACHED",
  ],
  "/passkey/verify-registration": [
    "SESSION_EXPIRED",
    "IMPERSONATION_REFUSED",
    "INVALID_NAME",
    "PASSKEY_LIMIT_REACHED",
    "FAILED_TO_VERIFY_REGISTRATION",
  ],
  "/passkey/verify-authentication": ["PASSKEY_NOT_FOUND", "AUTHENTICATION_FAILED", "BANNED_USER"],
  "/passkey/update-passkey": ["IMPERSONATION_REFUSED", "INVALID_NAME", "PASSKEY_NOT_FOUND"],
  "/passkey/delete-passkey": ["SESSION_EXPIRED", "IMPERSONATION_REFUSED", "PASSKEY_NOT_FOUND"],
  // The second factor (worker/auth/second-factor.ts): changing it needs a fresh sign-in.
  // Two set-ups at once: one makes the record, the other meets it (migrations/0021's unique person).
  "/two-factor/enable": ["SESSION_EXPIRED", "IMPERSONATION_REFUSED", "CONFLICT"],
  "/two-factor/disable": ["SESSION_EXPIRED", "IMPERSONATION_REFUSED"],
  "/two-factor/generate-backup-codes": ["SESSION_EXPIRED", "IMPERSONATION_REFUSED"],
  // BANNED_USER: banned between the two steps. SECOND_STEP_NOT_DUE: signed in already.
  "/two-factor/verify-totp": ["IMPERSONATION_REFUSED", "BANNED_USER", "SECOND_STEP_NOT_DUE"],
  "/two-factor/verify-backup-code": ["CONFLICT", "BANNED_USER", "SECOND_STEP_NOT_DUE"],
  // BANNED_USER once the code is right, with the ban's reason and end (worker/auth/ban-notice.ts).
  "/sign-in/email-otp": ["INVALID_NAME", "INVALID_EMAIL", "CONFLICT", "BANNED_USER"],
  "/organization/create": [
    "CONFLICT",
    "ORGANIZATION_ALREADY_EXISTS",
    "YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_ORGANIZATIONS",
  ],
  "/organization/check-slug": ["ORGANIZATION_SLUG_ALREADY_TAKEN"],
  "/organization/update": [...IN_ORGANIZATION, "CONFLICT", "ORGANIZATION_SLUG_ALREADY_TAKEN"],
  "/organization/delete": IN_ORGANIZATION,
  "/organization/set-active": IN_ORGANIZATION,
  "/organization/get-organization": IN_ORGANIZATION,
  "/organization/get-full-organization": IN_ORGANIZATION,
  "/organization/has-permission": IN_ORGANIZATION,
  "/organization/invite-member": [
    ...IN_TEAM,
    "INVALID_EMAIL",
    "ROLE_NOT_FOUND",
    "INVITATION_NOT_FOUND",
    "RESEND_CANNOT_CHANGE_INVITATION",
    "ORGANIZATION_MEMBERSHIP_LIMIT_REACHED",
    "INVITATION_LIMIT_REACHED",
    ...CAPTCHA,
  ],
  "/organization/accept-invitation": [
    "USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION",
    "ORGANIZATION_MEMBERSHIP_LIMIT_REACHED",
    "YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_ORGANIZATIONS",
    "INVITATION_NOT_FOUND",
    "INVITER_IS_NO_LONGER_A_MEMBER_OF_THE_ORGANIZATION",
    "CONFLICT",
  ],
  "/organization/cancel-invitation": ["USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION", "INVITATION_NOT_FOUND"],
  "/organization/reject-invitation": ["INVITATION_NOT_FOUND"],
  "/organization/get-invitation": ["INVITATION_NOT_FOUND", "INVITER_IS_NO_LONGER_A_MEMBER_OF_THE_ORGANIZATION"],
  "/organization/list-invitations": [...IN_ORGANIZATION, "NO_ACTIVE_ORGANIZATION"],
  "/organization/get-active-member": [...IN_ORGANIZATION, "MEMBER_NOT_FOUND"],
  "/organization/get-active-member-role": IN_ORGANIZATION,
  "/organization/list-members": IN_ORGANIZATION,
  "/organization/leave": [...IN_ORGANIZATION, OWNER],
  "/organization/remove-member": [...IN_ORGANIZATION, "MEMBER_NOT_FOUND", OWNER],
  "/organization/update-member-role": [
    ...IN_ORGANIZATION,
    "MEMBER_NOT_FOUND",
    "ROLE_NOT_FOUND",
    "YOU_CANNOT_LEAVE_THE_ORGANIZATION_WITHOUT_AN_OWNER",
  ],
  "/organization/create-team": [
    ...IN_ORGANIZATION,
    "YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_TEAMS",
    "TEAM_ALREADY_EXISTS",
  ],
  "/organization/list-teams": IN_ORGANIZATION,
  "/organization/list-user-teams": IN_ORGANIZATION,
  "/organization/remove-team": [...IN_TEAM, "UNABLE_TO_REMOVE_LAST_TEAM"],
  "/organization/update-team": [...IN_TEAM, "TEAM_ALREADY_EXISTS"],
  "/organization/set-active-team": [...IN_TEAM, NOT_IN_TEAM],
  "/organization/list-team-members": [...IN_TEAM, NOT_IN_TEAM],
  "/organization/add-team-member": IN_TEAM,
  "/organization/remove-team-member": [...IN_TEAM, NOT_IN_TEAM],
};
/** What an operation does, where better-auth says nothing of what this server does. */
const DESCRIPTIONS: Record<string, string> = {
  "/organization/check-slug":
    'Check whether a slug is free. It answers 200 `{ status: true }` for a slug no organization has, 409 `ORGANIZATION_SLUG_ALREADY_TAKEN` for a taken one, and 400 `VALIDATION_ERROR` on `slug` for one `create` would refuse (lowercase letters and digits in words joined by hyphens, at most 64 characters), never "free".',
};
/** Routes that end in a redirect of the browser rather than a JSON answer. */
const REDIRECT_PATHS = new Set(["/callback/{id}", "/oauth2/callback/{providerId}", "/error"]);

/** better-auth names a section after its plugin; each gets a sentence for the reader. */
const TAG_DESCRIPTIONS: Record<string, string> = {
  Default: "Sessions, sign-in with GitHub, the profile, linked accounts",
  "Email-otp": "Sign-in, email verification and email change with emailed one-time codes",
  Admin: "What an administrator may read through better-auth (people are managed through /api/users)",
  Organization: "Organizations, their members, invitations and teams",
  Passkey: "Sign-in with a passkey, and the passkeys of the signed-in person",
  "Generic-oauth": "Sign-in with a generic OpenID provider (tests only: it stands in for GitHub)",
};

const errorSchema = z.toJSONSchema(ErrorSchema, { io: "input" }).$defs?.Error as Schema;

/** `/callback/:id` → `/callback/{id}`, the document's syntax. */
const documentPath = (path: string) => path.replace(/:([^/]+)/g, "{$1}");

/** The codes an operation can answer with beyond better-auth's own (which `code` also carries). */
function errorCodes(path: string, method: string, security: "public" | "optional" | "session"): ErrorCode[] {
  const codes: ErrorCode[] = ["VALIDATION_ERROR", "BAD_REQUEST", "FORBIDDEN", "NOT_FOUND", "TOO_MANY_REQUESTS"];
  codes.push(...(HOOK_CODES[path] ?? []));
  if (security === "session") codes.push("UNAUTHORIZED");
  if (WRITE_METHODS.has(method.toUpperCase())) {
    codes.push(
      "INVALID_JSON",
      "INVALID_ORIGIN",
      "MISSING_OR_NULL_ORIGIN",
      "PAYLOAD_TOO_LARGE",
      "UNSUPPORTED_MEDIA_TYPE",
    );
    if (!isAllowedInDemo(`/api/auth${path}`)) codes.push("DEMO_MODE");
  }
  codes.push("INTERNAL_SERVER_ERROR");
  return codes;
}

/** The widget's token, on the routes Turnstile guards; one document describes the server with it on or off. */
const CAPTCHA_PARAMETER = {
  name: CAPTCHA_HEADER,
  in: "header",
  required: false,
  description:
    "Cloudflare Turnstile's token, needed when `/api/config` names a `captcha` (`MISSING_RESPONSE` without it). A token works once.",
  schema: { type: "string" },
};

/** better-auth's English for its own codes, which the document gives as their description. */
type LibraryMessages = Record<string, { message: string } | undefined>;

/** A route's codes of better-auth's own, by status, each with better-auth's words for it. */
function libraryCodes(path: string, method: string, messages: LibraryMessages): Map<number, string> {
  const byStatus = new Map<number, string[]>();
  const sources = [LIBRARY_CODES_EVERYWHERE, LIBRARY_CODES[path] ?? {}];
  if (WRITE_METHODS.has(method.toUpperCase())) sources.push(LIBRARY_CODES_ON_WRITES);
  for (const [status, codes] of sources.flatMap((source) => Object.entries(source))) {
    byStatus.set(Number(status), [...(byStatus.get(Number(status)) ?? []), ...codes]);
  }
  return new Map(
    [...byStatus].map(([status, codes]) => [
      status,
      codes
        .map((code) => {
          const message = messages[code]?.message;
          if (!message)
            throw new Error(`${path}: better-auth defines no code ${code} (worker/openapi/auth-library-codes.ts)`);
          return `\`${code}\`: ${message} (better-auth)`;
        })
        .join(". "),
    ]),
  );
}

/** Our error shape and statuses in place of better-auth's `{ message }` answers. */
function errorResponses(codes: ErrorCode[], library: Map<number, string>): NonNullable<Operation["responses"]> {
  const ours = errorsByStatus(codes);
  const statuses = new Set([...ours.map(({ status }) => status), ...library.keys()]);
  return Object.fromEntries(
    [...statuses].map((status) => [
      String(status),
      {
        description: [ours.find((group) => group.status === status)?.description, library.get(status)]
          .filter(Boolean)
          .join(". "),
        ...(status === 429 && { headers: { "Retry-After": RETRY_AFTER_HEADER } }),
        ...(status === 401 && { headers: { "WWW-Authenticate": WWW_AUTHENTICATE_HEADER } }),
        content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
      },
    ]),
  );
}

/**
 * Answers better-auth's own document describes otherwise than its server sends them (the
 * Worker tests hold every answer against this document, which is how each was found).
 */
const SIGNED_IN_BY_SECOND_STEP: Schema = {
  type: "object",
  description: "Signed in: the session cookie is set (no token in the body)",
  properties: { user: { $ref: "#/components/schemas/User" } },
  required: ["user"],
};
const ANSWER_CORRECTIONS: Record<string, Schema> = {
  "/two-factor/verify-totp": SIGNED_IN_BY_SECOND_STEP,
  "/two-factor/verify-backup-code": SIGNED_IN_BY_SECOND_STEP,
  "/organization/update-member-role": {
    type: "object",
    description: "The member, with their new role",
    properties: {
      id: { type: "string" },
      organizationId: { type: "string" },
      userId: { type: "string" },
      role: { type: "string" },
      createdAt: { type: "string", format: "date-time" },
    },
    required: ["id", "organizationId", "userId", "role"],
  },
  "/organization/delete": {
    type: "object",
    description: "The organization that was deleted",
    properties: { id: { type: "string" }, name: { type: "string" }, slug: { type: "string" } },
    required: ["id"],
  },
  // better-auth requires an `updatedAt` its passkeys do not have.
  "/passkey/list-user-passkeys": {
    type: "array",
    description: "The signed-in person's passkeys",
    items: {
      allOf: [
        { $ref: "#/components/schemas/Passkey" },
        { type: "object", required: ["id", "userId", "credentialID", "createdAt"] },
      ],
    },
  },
};

/**
 * A right code for someone with a second factor opens no session yet: the answer says which
 * second steps they have set up, and a half-signed-in cookie holds the rest
 * (worker/auth/second-factor.ts). GitHub's return redirects to the second step's screen.
 */
const SECOND_STEP_ASKED: Schema = {
  type: "object",
  description: "The second step is due: answer it at `/two-factor/verify-totp` or `/two-factor/verify-backup-code`",
  properties: {
    twoFactorRedirect: { const: true },
    twoFactorMethods: { type: "array", items: { type: "string", enum: ["totp"] } },
  },
  required: ["twoFactorRedirect", "twoFactorMethods"],
  additionalProperties: false,
};

/** What an operation answers when it succeeds; better-auth leaves some unsaid. */
function answersOf(path: string, operation: Operation): NonNullable<Operation["responses"]> {
  if (REDIRECT_PATHS.has(path))
    return { "302": { description: "Redirects the browser (to the app, or to the provider)" } };
  const corrected = ANSWER_CORRECTIONS[path];
  if (corrected) return { "200": { description: "Success", content: { "application/json": { schema: corrected } } } };
  const answers = Object.entries(operation.responses ?? {}).filter(([status]) => Number(status) < 400);
  if (answers.length === 0)
    return { "200": { description: "Success", content: { "application/json": { schema: {} } } } };
  const rewritten = mapSchemas(Object.fromEntries(answers), answerSchema) as NonNullable<Operation["responses"]>;
  // better-auth answers `null` for "nothing" (no session, no active organization).
  for (const answer of Object.values(rewritten)) {
    const json = answer.content?.["application/json"];
    if (json?.schema?.type === "object") json.schema = withNull(json.schema);
  }
  const signedIn = rewritten["200"]?.content?.["application/json"];
  if (path === "/sign-in/email-otp" && signedIn?.schema) {
    signedIn.schema = { oneOf: [signedIn.schema, SECOND_STEP_ASKED] };
  }
  return rewritten;
}

function operationOf(
  endpoint: ServedEndpoint,
  operation: Operation,
  usedIds: Set<string>,
  messages: LibraryMessages,
): Operation {
  const path = documentPath(endpoint.path);
  const method = endpoint.method.toLowerCase();
  const security = PUBLIC_PATHS.has(path) ? "public" : SESSION_OPTIONAL_PATHS.has(path) ? "optional" : "session";
  const body = operation.requestBody?.content?.["application/json"];
  // better-auth names some operations; the others take their name in `auth.api`.
  let operationId = operation.operationId ?? endpoint.name;
  if (usedIds.has(operationId)) operationId += method[0]?.toUpperCase() + method.slice(1);
  usedIds.add(operationId);
  const description = DESCRIPTIONS[path] ?? operation.description;
  return {
    ...operation,
    operationId,
    ...(description && { description }),
    // The reference lists operations by summary; better-auth writes a description only.
    summary: operation.summary ?? description?.split(/\.\s/)[0] ?? endpoint.name,
    security: { public: [], optional: [{}, { cookieAuth: [] }], session: [{ cookieAuth: [] }] }[security],
    ...(CAPTCHA_ENDPOINTS.includes(endpoint.path) && {
      parameters: [...((operation.parameters as unknown[] | undefined) ?? []), CAPTCHA_PARAMETER],
    }),
    ...(body?.schema
      ? {
          requestBody: {
            ...operation.requestBody,
            content: { "application/json": { schema: strictBody(body.schema, LISTED_FIELDS[path]) } },
          },
        }
      : {}),
    responses: {
      ...answersOf(path, operation),
      ...errorResponses(errorCodes(path, method, security), libraryCodes(path, method, messages)),
    },
  };
}

/**
 * better-auth's generated document, rewritten to describe what this server does: only the
 * routes it serves, its cookie, its error shape and statuses, no session tokens, and
 * OpenAPI 3.1's way of saying `null`. Each rewrite says why beside it.
 */
function rewriteAuthDocument(generated: Document, served: ServedEndpoint[], messages: LibraryMessages): Document {
  const usedIds = new Set<string>();
  const paths: Document["paths"] = {};
  for (const endpoint of served) {
    const key = documentPath(endpoint.path);
    const verb = endpoint.method.toLowerCase();
    const operation = generated.paths[key]?.[verb];
    // better-auth leaves its own document out of it.
    if (!operation) continue;
    paths[key] = { ...paths[key], [verb]: operationOf(endpoint, operation, usedIds, messages) };
  }
  const usedTags = new Set(
    Object.values(paths).flatMap((operations) => Object.values(operations).flatMap((o) => o.tags ?? [])),
  );
  const models = mapSchemas(generated.components.schemas, answerSchema) as Document["components"]["schemas"];
  // Tables no described route answers with (Verification, RateLimit…) would only be noise.
  const used = referenced(paths, models);
  const schemas = Object.fromEntries(Object.entries(models).filter(([name]) => used.has(name)));
  const { security: _, ...rest } = generated;
  return {
    ...rest,
    info: {
      ...generated.info,
      title: "Edgestart authentication (better-auth)",
      description:
        "Signing in and the session, served by better-auth under `/api/auth`: only the routes this server answers. Errors are JSON `{ code, message }` in the request's language: the codes each response names, better-auth's own among them (`INVALID_OTP`, `OTP_EXPIRED`…), marked as such. A path it does not serve answers 404 `NOT_FOUND`, a method it does not take 405 `METHOD_NOT_ALLOWED` with `Allow`. A write whose `Origin` names another site is 403 `INVALID_ORIGIN` (`Origin: null`: `MISSING_OR_NULL_ORIGIN`); a program may send no `Origin`.\n\nNo answer carries a session token: better-auth's client types declare a `token` on sign-in and session answers, but this server removes it from every body, and the HttpOnly session cookie carries the session.\n\n" +
        D1_RESPONSE_HEADERS,
    },
    paths: withRequestIdHeader({ paths: mapSchemas(paths, nullableAsType) as Document["paths"] }).paths,
    tags: [...usedTags].map((name) => ({
      name,
      description: TAG_DESCRIPTIONS[name] ?? `better-auth's ${name} endpoints`,
    })),
    components: {
      ...generated.components,
      schemas: { ...schemas, Error: errorSchema },
      securitySchemes: { cookieAuth: cookieAuthScheme },
    },
  };
}

const documents = new WeakMap<Auth, Promise<Document>>();

/** The document for one auth instance, made once (it changes only with the configuration). */
export function authDocument(auth: Auth): Promise<Document> {
  let document = documents.get(auth);
  if (!document) {
    document = auth.api
      .generateOpenAPISchema()
      .then((generated) =>
        rewriteAuthDocument(
          generated as unknown as Document,
          servedEndpoints(auth),
          auth.$ERROR_CODES as LibraryMessages,
        ),
      );
    // A failure is not kept: the next request tries again.
    document.catch(() => documents.delete(auth));
    documents.set(auth, document);
  }
  return document;
}
