import { adminClient, emailOTPClient, organizationClient } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";
import { isDemoRefusal, setDemoModalOpen } from "./demo-refusal";
// Its error codes' messages come with the client: no screen can receive one before it.
import "./auth-errors";
/**
 * better-auth's client for /api/auth on this same origin (cookies included). Plugins
 * mirror the server's: email codes, admin, organizations with teams. Permission checks in
 * the SPA use roleCan() from worker/auth/permissions.ts, the server's own statements.
 */
export const authClient = createAuthClient({
  basePath: "/api/auth",
  fetchOptions: {
    onError: ({ error }) => {
      if (isDemoRefusal(error)) setDemoModalOpen(true);
    },
  },
  plugins: [emailOTPClient(), adminClient(), organizationClient({ teams: { enabled: true } })],
});

export type SessionData = typeof authClient.$Infer.Session;
export type SessionUser = SessionData["user"];
