import { SESSION_COOKIE } from "../auth/session-policy";

/** The session cookie as both API documents describe it (`cookieAuth` in their security). */
export const cookieAuthScheme = {
  type: "apiKey",
  in: "cookie",
  name: SESSION_COOKIE,
  description: `The session cookie set by signing in (\`/api/auth/sign-in/*\`); named \`__Secure-${SESSION_COOKIE}\` over https.`,
} as const;
