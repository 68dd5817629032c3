import { SESSION_COOKIE } from "../auth/session-policy";

/** The session cookie as both API documents describe it (`cookieAuth` in their security). */
export const cookieAuthScheme = {
  type: "apiKey",
  in: "cookie",
  name: SESSION_COOKIE,
  description: `The session cookie set by signing in (\`/api/auth/sign-in/*\`); named \`__Secure-${SESSION_COOKIE}\` over https.`,
} as const;

/** An API key, as the app's document describes it (`bearerAuth` in the security of the routes a key reaches). */
export const bearerAuthScheme = {
  type: "http",
  scheme: "bearer",
  bearerFormat: "edgestart_ followed by 36 letters and digits",
  description:
    "An API key, made on the account screen (or `POST /api/account/api-keys`), sent as `Authorization: Bearer <key>`. It acts as its person with at most the permissions it was given, and never more than the person holds at the time. A route lists this scheme when a key may call it; any other route refuses a key with 401.",
} as const;
