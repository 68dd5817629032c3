import { type PasskeyOptions, passkey } from "@better-auth/passkey";
import type { BetterAuthOptions } from "better-auth";
import { admin } from "better-auth/plugins/admin";
import { type OrganizationOptions, organization } from "better-auth/plugins/organization";
import { type TwoFactorOptions, twoFactor } from "better-auth/plugins/two-factor";
import { INVITATION_EXPIRES_IN_SECONDS } from "./organization-policy.shared";
import { ac, roles } from "./permissions.shared";
import { withSecondStep } from "./second-factor";
import { SESSION } from "./session-policy";

/**
 * The better-auth options that shape its tables, shared by the Worker (worker/auth/options.ts)
 * and the schema generator (auth.cli.ts, `npm run auth:generate`), so both always see the
 * same plugins and fields. Kept apart from the rest, whose guards carry translated messages
 * that only a build with the Lingui macro can load. `worker` holds what only the Worker does
 * (the generator has no database to act on and sends no email).
 */
export function tableOptions(
  worker?: Pick<
    OrganizationOptions,
    "organizationHooks" | "sendInvitationEmail" | "organizationLimit" | "membershipLimit"
  >,
  passkeyOptions?: PasskeyOptions,
  secondFactorOptions?: TwoFactorOptions,
) {
  return {
    session: {
      additionalFields: {
        /**
         * The administrator's own session that opened an impersonation (session-policy.ts).
         * Its foreign key to session(id), ON DELETE CASCADE, is declared in
         * migrations/0003_rules.sql: the generated drizzle schema cannot type a table that
         * references itself.
         */
        impersonatorSessionId: { type: "string", required: false, input: false, returned: false },
      },
    },
    user: {
      additionalFields: {
        /** What GET /api/users searches a name by (comparisonKey); user-policy.ts writes it. */
        nameKey: { type: "string", required: false, input: false, returned: false },
      },
    },
    // Rate-limit counters live in D1, in better-auth's own table (rate-limit.ts counts them).
    rateLimit: { storage: "database" },
    plugins: [
      admin({
        ac,
        roles,
        defaultRole: "user",
        adminRoles: ["admin"],
        impersonationSessionDuration: SESSION.impersonation,
      }),
      organization({
        // better-auth checks this before it writes, so a request over it leaves nothing behind;
        // parallel ones meet the same number in the database
        // (migrations/0006_organization_limits.sql). How many organizations and members: the
        // Worker's settings (options.ts).
        teams: { enabled: true, maximumTeams: 20 },
        invitationExpiresIn: INVITATION_EXPIRES_IN_SECONDS,
        schema: {
          organization: {
            additionalFields: {
              /** What GET /api/organizations searches a name by (comparisonKey); options.ts writes it. */
              nameKey: { type: "string", required: false, input: false, returned: false },
            },
          },
          team: {
            additionalFields: {
              /** What makes two team names the same in one organization (comparisonKey); options.ts writes it. */
              nameKey: { type: "string", required: false, input: false, returned: false },
            },
          },
        },
        ...worker,
      }),
      passkeys(passkeyOptions),
      secondFactor(secondFactorOptions),
    ],
  } satisfies BetterAuthOptions;
}

/**
 * better-auth's passkeys, and when each was last used: the account screen lists it. The
 * plugin has no such field; a trigger writes it with the counter better-auth updates at each
 * sign-in (migrations/0015), so better-auth only reads it.
 */
function passkeys(options?: PasskeyOptions) {
  const plugin = passkey(options);
  const table = plugin.schema.passkey;
  return {
    ...plugin,
    schema: {
      passkey: {
        ...table,
        fields: {
          ...table.fields,
          // A credential is one person's: a second row with its id would make sign-in ambiguous.
          credentialID: { ...table.fields.credentialID, unique: true },
          lastUsedAt: { type: "date", required: false, input: false } as const,
        },
      },
    },
  };
}

/**
 * better-auth's second factor (authenticator codes and recovery codes), and the last time step
 * whose code was accepted: a code works once (RFC 6238 §5.2), which the plugin does not check
 * (worker/auth/guards/second-factor.ts writes it, only where it is older).
 */
function secondFactor(options?: TwoFactorOptions) {
  const plugin = withSecondStep(twoFactor(options));
  const table = plugin.schema.twoFactor;
  return {
    ...plugin,
    schema: {
      ...plugin.schema,
      twoFactor: {
        ...table,
        fields: {
          ...table.fields,
          // Looked up by its person only: one row each, which two set-ups at once cannot double.
          secret: { ...table.fields.secret, index: false },
          userId: { ...table.fields.userId, unique: true },
          lastStep: { type: "number", required: false, defaultValue: 0, input: false, returned: false } as const,
        },
      },
    },
  };
}
