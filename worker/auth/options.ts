import type { BetterAuthOptions } from "better-auth";
import { emailOTP } from "better-auth/plugins/email-otp";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import { openAPI } from "better-auth/plugins/open-api";
import { DEMO_CODE } from "../demo/demo-code";
import { recordEvent } from "../lib/product-events";
import { comparisonKey } from "../lib/text-rules.shared";
import { turnstile } from "./captcha";
import { codeKey } from "./code-store";
import type { AuthDependencies } from "./dependencies";
import { refuseUnknownFields } from "./guards/accepted-fields";
import { normaliseCode } from "./guards/code-format";
import { countInvitation, enforceEmailQuotas } from "./guards/email-quotas";
import { refuseOverlongEmails, refuseOwnAddress } from "./guards/emails";
import { requireFreshSession } from "./guards/fresh-session";
import { guardChain } from "./guards/guard";
import { checkImages } from "./guards/images";
import { refuseUnrunnableListQueries } from "./guards/list-queries";
import { checkNames } from "./guards/names";
import { refuseNoOpWrites } from "./guards/no-op-writes";
import { membersOnly, organizationsNeedASession, refuseBlankIds } from "./guards/organization-access";
import {
  invitationsOfAnOrganization,
  ownInvitationsOnly,
  refuseInvitationsWhenFull,
  resendsAsInvited,
} from "./guards/organization-invitations";
import { knownRolesOnly, onlyOwnersRemoveOwners } from "./guards/organization-members";
import { activeTeamMayGo } from "./guards/organization-teams";
import { checkOrganizationTexts } from "./guards/organization-texts";
import { checkPasskeyAnswers, checkPasskeyNames, ownPasskeysOnly, passkeysWithinLimit } from "./guards/passkeys";
import {
  acceptEachCodeOnce,
  administratorsWithSecondFactor,
  hashRecoveryCode,
  secondStepsWhenDue,
} from "./guards/second-factor";
import { sendsSignInCodesOnly } from "./guards/sign-in-codes";
import {
  CODE_ALLOWED_ATTEMPTS,
  CODE_EXPIRES_IN_SECONDS,
  CODE_LENGTH,
  generateCode,
  hashCode,
} from "./one-time-code.shared";
import { passkeyOptions } from "./passkeys";
import { rateLimitOptions } from "./rate-limit";
import { secondFactorOptions } from "./second-factor";
import { capRenewal, linkImpersonation, SESSION } from "./session-policy";
import { tableOptions } from "./tables";
import { changedUser, newUser } from "./user-policy";

/**
 * better-auth endpoints that are closed (404): passwords do not exist here, and people are
 * managed through /api/users, which holds the one rule set (worker/users/users.rules.ts)
 * and never shows session tokens.
 */
export const CLOSED_PATHS = [
  "/sign-in/email",
  "/sign-up/email",
  "/change-password",
  "/verify-password",
  "/request-password-reset",
  "/reset-password",
  "/reset-password/:token",
  "/send-verification-email",
  "/verify-email",
  "/change-email",
  "/update-session",
  "/email-otp/request-password-reset",
  "/email-otp/reset-password",
  "/forget-password/email-otp",
  "/email-otp/check-verification-otp",
  "/admin/create-user",
  "/admin/update-user",
  "/admin/set-role",
  "/admin/ban-user",
  "/admin/unban-user",
  "/admin/remove-user",
  "/admin/set-user-password",
  "/admin/impersonate-user",
  "/admin/list-user-sessions",
  "/admin/revoke-user-session",
  "/admin/revoke-user-sessions",
  "/list-sessions",
  "/revoke-session",
  // The second factor is an authenticator app: no emailed or texted second code, and the
  // secret is shown once, at set-up (worker/auth/second-factor.ts).
  "/two-factor/send-otp",
  "/two-factor/verify-otp",
  "/two-factor/get-totp-uri",
];

/**
 * The key GET /api/organizations searches a name by, written with every name (the texts guard
 * has already cleaned it); a change that leaves the name alone leaves its key alone.
 */
async function withNameKey({ organization }: { organization: { name?: string } }) {
  return organization.name === undefined ? undefined : { data: { nameKey: comparisonKey(organization.name) } };
}

/**
 * A team's name key, by which the database refuses a second team of the same name in one
 * organization (migrations/0013). better-auth writes an update's `data` in place of its own.
 */
async function withTeamNameKey({ team }: { team: { name: string } }) {
  return { data: { nameKey: comparisonKey(team.name) } };
}
async function withRenamedTeamNameKey({ updates }: { updates: { name?: string } }) {
  return updates.name === undefined ? undefined : { data: { ...updates, nameKey: comparisonKey(updates.name) } };
}

/** Everything better-auth is told; what shapes its tables comes from tables.ts. */
export function authOptions(deps: AuthDependencies) {
  const { config, demo } = deps;
  const signUpEnabled = config.signUpEnabled && !demo;
  const secure = config.baseURL.startsWith("https://");
  const baseHost = new URL(config.baseURL).host;
  const tables = tableOptions(
    {
      // Checked before anything is written; the same numbers hold in the database against
      // parallel requests (migrations/0006 and 0009 for organizations, 0011 for members).
      organizationLimit: (user) => deps.atOrganizationLimit(user.id),
      membershipLimit: config.organizations.members,
      organizationHooks: {
        // The organization goes first, and its members, invitations and teams with it: deleting
        // members one by one would break the rule that an organization keeps an owner.
        beforeDeleteOrganization: ({ organization }) => deps.deleteOrganization(organization.id),
        // The team goes first, its memberships with it: better-auth deletes the memberships, then
        // the team, and a removal the database refuses as the last team's (two at once) would
        // have emptied the team that stays.
        beforeDeleteTeam: ({ team }) => deps.deleteTeam(team.id),
        beforeCreateInvitation: async ({ inviter, organization }) => {
          await refuseInvitationsWhenFull(deps, organization.id);
          await countInvitation(deps, inviter.id);
        },
        afterCreateInvitation: async () => recordEvent("invitation.create"),
        afterAcceptInvitation: async () => recordEvent("invitation.accepted"),
        beforeCreateOrganization: withNameKey,
        beforeUpdateOrganization: withNameKey,
        beforeCreateTeam: withTeamNameKey,
        beforeUpdateTeam: withRenamedTeamNameKey,
      },
      // The demo refuses invitations before they are made (worker/demo/demo-mode.ts).
      sendInvitationEmail: ({ id, email, role, organization, inviter, invitation }) =>
        deps.sendInvitation({
          id,
          email,
          role,
          organizationName: organization.name,
          inviter: { name: inviter.user.name, email: inviter.user.email },
          expiresAt: invitation.expiresAt,
        }),
    },
    passkeyOptions(config),
    secondFactorOptions(),
  );

  return {
    appName: "Edgestart",
    basePath: "/api/auth",
    baseURL: {
      allowedHosts: config.local ? [baseHost, "localhost:*", "127.0.0.1:*"] : [baseHost],
      fallback: config.baseURL,
    },
    secret: config.authSecret,
    database: deps.database,
    secondaryStorage: deps.secondaryStorage,
    // Only one-time codes go to secondary storage (KV); the verification table stays empty.
    verification: { storeInDatabase: false },
    session: {
      expiresIn: SESSION.expiresIn,
      updateAge: SESSION.updateAge,
      freshAge: SESSION.freshAge,
      // D1 is the source of truth for sessions: a ban, revoke or sign-out holds at once.
      storeSessionInDatabase: true,
      cookieCache: { enabled: false },
      ...tables.session,
    },
    user: {
      ...tables.user,
      deleteUser: {
        enabled: true,
        // The deletion itself, with the last-administrator rule inside its statement; what
        // better-auth deletes after it is already gone.
        beforeDelete: (user) => deps.deleteUser(user.id),
      },
    },
    account: {
      // OAuth state travels in an encrypted cookie, so KV holds nothing but codes.
      storeStateStrategy: "cookie",
      accountLinking: { enabled: true, trustedProviders: ["github"] },
    },
    rateLimit: { ...tables.rateLimit, ...rateLimitOptions(config.rateLimitEnabled, deps.rateLimitCounters) },
    advanced: {
      useSecureCookies: secure,
      // Where a write may come from is the Worker's one rule for both APIs (worker/app.ts,
      // decision 0047): better-auth's own refuses a program that sends no Origin, which the
      // app's API accepts. Its checks of callback URLs against the allowed hosts stay on.
      disableCSRFCheck: true,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure },
      ipAddress: { ipAddressHeaders: ["cf-connecting-ip"] },
      backgroundTasks: { handler: deps.runInBackground },
      // The schema is fixed by migrations; introspecting it on every new instance costs D1 reads.
      // joins: a session is read with its person in one query (drizzle's relational query),
      // not two: one round trip to D1 for every signed-in request (decision 0031).
      database: { validateSchema: false, joins: true },
    },
    // An unexpected failure goes on to the app's error handler: one JSON 500 with an errorId
    // and one log line, instead of better-auth logging the error (bound values, tokens
    // included) and answering with an empty body.
    onAPIError: { errorURL: "/login/error", throw: true },
    socialProviders: config.github
      ? {
          github: {
            ...config.github,
            scope: ["user:email"],
            disableImplicitSignUp: !signUpEnabled,
          },
        }
      : {},
    databaseHooks: {
      user: {
        create: {
          before: async (user) => ({ data: await newUser(user, deps) }),
          after: async () => recordEvent("user.create"),
        },
        update: {
          before: async (user) => ({ data: changedUser(user, deps) }),
          // The session that asked is the account as it was: its address is the one to tell.
          after: async (user, context) => {
            const before =
              context?.path === "/email-otp/change-email" ? context.context.session?.user.email : undefined;
            if (before && user.email && before !== user.email) await deps.noticeEmailChange(before, user.email);
          },
        },
      },
      session: {
        create: { before: async (session, context) => ({ data: linkImpersonation(session, context) }) },
        update: { before: async (session, context) => ({ data: capRenewal(session, context) }) },
      },
    },
    hooks: {
      before: guardChain(deps, [
        organizationsNeedASession,
        refuseUnknownFields,
        refuseBlankIds,
        refuseNoOpWrites,
        membersOnly,
        sendsSignInCodesOnly,
        requireFreshSession,
        refuseUnrunnableListQueries,
        refuseOverlongEmails,
        refuseOwnAddress,
        checkNames,
        checkOrganizationTexts,
        knownRolesOnly,
        onlyOwnersRemoveOwners,
        activeTeamMayGo,
        resendsAsInvited,
        invitationsOfAnOrganization,
        ownInvitationsOnly,
        checkImages,
        checkPasskeyNames,
        checkPasskeyAnswers,
        passkeysWithinLimit,
        ownPasskeysOnly,
        enforceEmailQuotas,
        normaliseCode,
        secondStepsWhenDue,
        hashRecoveryCode,
        acceptEachCodeOnce,
        administratorsWithSecondFactor,
      ]),
    },
    disabledPaths: CLOSED_PATHS,
    plugins: [
      emailOTP({
        otpLength: CODE_LENGTH,
        expiresIn: CODE_EXPIRES_IN_SECONDS,
        allowedAttempts: CODE_ALLOWED_ATTEMPTS,
        // The demo's code is public; hashing it would only hide it from the demo's own store.
        storeOTP: demo ? "plain" : { hash: hashCode },
        generateOTP: demo ? () => DEMO_CODE : generateCode,
        disableSignUp: !signUpEnabled,
        // The new address must confirm with its own code before the email changes.
        changeEmail: { enabled: true },
        sendVerificationOTP: ({ email, otp, type }, ctx) =>
          demo
            ? Promise.resolve()
            : deps.sendCode({
                email,
                code: otp,
                type,
                // better-auth keys an email change's code by the person and the new address.
                key: codeKey(type, type === "change-email" ? `${ctx?.context.session?.user.id}:${email}` : email),
              }),
      }),
      ...tables.plugins,
      openAPI({ disableDefaultReference: true }),
      ...(config.turnstile ? [turnstile(config.turnstile)] : []),
      ...(config.oauthMockIssuer
        ? [
            // Tests only: a local OpenID provider stands in for GitHub under the same id.
            genericOAuth({
              config: [
                {
                  providerId: "github",
                  clientId: "edgestart-test",
                  clientSecret: "edgestart-test-secret",
                  discoveryUrl: `${config.oauthMockIssuer}/.well-known/openid-configuration`,
                  scopes: ["openid", "email", "profile"],
                  pkce: true,
                  disableImplicitSignUp: !signUpEnabled,
                },
              ],
            }),
          ]
        : []),
    ],
  } satisfies BetterAuthOptions;
}
