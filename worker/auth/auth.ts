import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { betterAuth } from "better-auth/minimal";
import { getContext } from "hono/context-storage";
import { createDb } from "../db/client";
import { requestD1 } from "../db/request-d1";
import * as schema from "../db/schema";
import { createDemoCodeStore } from "../demo/demo-code-store";
import { codeEmail } from "../email/code-email";
import { noticeEmailChange } from "../email/email-changed-email";
import { enqueueEmail } from "../email/email-queue";
import { invitationEmail } from "../email/invitation-email";
import { type AppEnv, getConfig } from "../env";
import { removeQueuedFilesSoon } from "../files/file-removal";
import type { AppContext } from "../lib/context";
import { brokenRule } from "../lib/db-errors";
import { hashForLogs, log } from "../lib/log";
import { withBoundedInLists } from "./bounded-in-lists";
import { createCodeStore } from "./code-store";
import type { Fields, OrganizationReference } from "./dependencies";
import { declaredFields } from "./guards/accepted-fields";
import { refuse } from "./guards/guard";
import { CODE_ALLOWED_ATTEMPTS, CODE_EXPIRES_IN_SECONDS, hashCode } from "./one-time-code.shared";
import { authOptions } from "./options";
import { MEMBERSHIPS_PER_PERSON } from "./organization-policy.shared";
import { consumeQuota, EMAIL_QUOTAS } from "./quota";
import { createRateLimitCounters } from "./rate-limit";
import { withRulesAsRefusals } from "./rules-as-refusals";

/**
 * Runs a write inside a better-auth hook: a rule the database holds (a trigger's RAISE) becomes
 * that rule's refusal, as better-auth would otherwise answer it with a 500.
 */
async function runOrRefuse(statement: D1PreparedStatement): Promise<void> {
  await statement.run().catch((error: unknown) => {
    const rule = brokenRule(error);
    if (rule) refuse(rule);
    throw error;
  });
}

function createAuth(env: AppEnv, demo: boolean) {
  const config = getConfig(env);
  const db = requestD1(env);
  const codeStore = createCodeStore({
    kv: env.KV,
    db,
    allowedAttempts: CODE_ALLOWED_ATTEMPTS,
    userAgent: () => getContext<AppContext>().req.header("user-agent"),
  });
  const rateLimitCounters = createRateLimitCounters(db);
  let bodyFields = new Map<string, Fields | null>();

  const auth = betterAuth(
    authOptions({
      config,
      demo,
      database: withRulesAsRefusals(withBoundedInLists(drizzleAdapter(createDb(db), { provider: "sqlite", schema }))),
      secondaryStorage: demo ? createDemoCodeStore() : codeStore,
      rateLimitCounters,
      async sendCode({ email, code, type, key }) {
        const language = getContext<AppContext>().get("language");
        const emailHash = await hashForLogs(email);
        try {
          await enqueueEmail(env, {
            email: codeEmail({
              to: email,
              code,
              type,
              expirationMinutes: CODE_EXPIRES_IN_SECONDS / 60,
              locale: language,
            }),
            code: { key, hash: await hashCode(code) },
          });
          log.info("auth.code_queued", { emailHash, type });
        } catch (error) {
          // An email that never leaves must not leave its code usable.
          await codeStore.delete(key);
          log.error("auth.code_queue_failed", { emailHash, type, error });
        }
      },
      async sendInvitation({ id, email, role, organizationName, inviter, expiresAt }) {
        const language = getContext<AppContext>().get("language");
        const emailHash = await hashForLogs(email);
        const link = new URL(`/app/invitations/${encodeURIComponent(id)}/`, config.baseURL).href;
        try {
          await enqueueEmail(env, {
            email: invitationEmail({
              to: email,
              organizationName,
              inviterName: inviter.name,
              inviterEmail: inviter.email,
              role,
              expiresAt: new Date(expiresAt),
              link,
              locale: language,
            }),
          });
          log.info("organization.invitation_queued", { emailHash });
        } catch (error) {
          // The invitation stands; resending it sends the email again.
          log.error("organization.invitation_queue_failed", { emailHash, error });
        }
      },
      async noticeEmailChange(oldEmail, newEmail) {
        const locale = getContext<AppContext>().get("language");
        await noticeEmailChange(env, { to: oldEmail, newEmail, changedAt: new Date(), byAdministrator: false, locale });
      },
      async consumeEmailQuota(email, kind) {
        return consumeQuota(db, `email:${kind}:${await hashForLogs(email)}`, EMAIL_QUOTAS[kind]);
      },
      runInBackground(promise) {
        getContext<AppContext>().executionCtx.waitUntil(promise);
      },
      async addressWasUsed(email) {
        return (await db.prepare("SELECT 1 FROM known_email WHERE email = ?1").bind(email).first()) !== null;
      },
      async deleteUser(userId) {
        await runOrRefuse(db.prepare("DELETE FROM user WHERE id = ?1").bind(userId));
        removeQueuedFilesSoon(getContext<AppContext>().executionCtx, env);
      },
      async memberRoles(organizationId, userId, memberIdOrEmail) {
        const roles = await db
          .prepare(
            `SELECT (SELECT role FROM member WHERE organization_id = ?1 AND user_id = ?2) AS actor,
                    (SELECT member.role FROM member JOIN user ON user.id = member.user_id
                      WHERE member.organization_id = ?1 AND (member.id = ?3 OR user.email = lower(?3))) AS target`,
          )
          .bind(organizationId, userId, memberIdOrEmail)
          .first<{ actor: string | null; target: string | null }>();
        return roles ?? { actor: null, target: null };
      },
      async organizationOf(reference, userId) {
        const row = await db
          .prepare(ORGANIZATION_OF[reference.kind])
          .bind(reference.value, userId)
          .first<{ member: number }>();
        return row ? { member: row.member === 1 } : null;
      },
      async pendingInvitation(organizationId, userId, email) {
        const [inviter, invitation] = await db.batch<{ role: string; teamId: string | null; expiresAt: number }>([
          db
            .prepare("SELECT role FROM member WHERE organization_id = ?1 AND user_id = ?2")
            .bind(organizationId, userId),
          db
            .prepare(
              `SELECT role, team_id AS teamId, expires_at AS expiresAt FROM invitation
                 WHERE organization_id = ?1 AND email = ?2 AND status = 'pending' ORDER BY expires_at DESC LIMIT 1`,
            )
            // better-auth stores the address as JavaScript lowercases it.
            .bind(organizationId, email.toLowerCase()),
        ]);
        return { inviter: inviter?.results[0]?.role ?? null, invitation: invitation?.results[0] ?? null };
      },
      async countMembers(organizationId) {
        const row = await db
          .prepare("SELECT count(*) AS members FROM member WHERE organization_id = ?1")
          .bind(organizationId)
          .first<{ members: number }>();
        return row?.members ?? 0;
      },
      async atOrganizationLimit(userId) {
        const row = await db
          .prepare(
            `SELECT count(*) AS memberships, count(*) FILTER (WHERE ',' || role || ',' LIKE '%,owner,%') AS owned
               FROM member WHERE user_id = ?1`,
          )
          .bind(userId)
          .first<{ memberships: number; owned: number }>();
        return (row?.memberships ?? 0) >= MEMBERSHIPS_PER_PERSON || (row?.owned ?? 0) >= config.organizations.perOwner;
      },
      async deleteOrganization(organizationId) {
        await db.prepare("DELETE FROM organization WHERE id = ?1").bind(organizationId).run();
      },
      async deleteTeam(teamId) {
        await runOrRefuse(db.prepare("DELETE FROM team WHERE id = ?1").bind(teamId));
      },
      bodyFields: (path) => bodyFields.get(path),
    }),
  );
  // What only the instance knows: its endpoints' paths and body schemas.
  const endpoints = Object.values(auth.api as Record<string, { path?: string; options?: { body?: unknown } }>).filter(
    (endpoint) => endpoint.path,
  );
  rateLimitCounters.countPer(endpoints.map((endpoint) => endpoint.path ?? ""));
  bodyFields = new Map(
    endpoints
      .filter((endpoint) => endpoint.options?.body)
      .map((endpoint) => [endpoint.path ?? "", declaredFields(endpoint.options?.body as never)]),
  );
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;

/** A signed-in session with its person, as better-auth reads it (or as an API key stands for one). */
export type Session = NonNullable<Awaited<ReturnType<Auth["api"]["getSession"]>>>;

/**
 * One statement per way of naming an organization: a row when it names one, saying whether
 * ?2 belongs to it. Written out in full: no SQL is assembled from strings.
 */
const ORGANIZATION_OF: Record<OrganizationReference["kind"], string> = {
  id: "SELECT EXISTS (SELECT 1 FROM member WHERE organization_id = organization.id AND user_id = ?2) AS member FROM organization WHERE id = ?1",
  active:
    "SELECT EXISTS (SELECT 1 FROM member WHERE organization_id = organization.id AND user_id = ?2) AS member FROM organization WHERE id = ?1",
  slug: "SELECT EXISTS (SELECT 1 FROM member WHERE organization_id = organization.id AND user_id = ?2) AS member FROM organization WHERE slug = ?1",
  invitation:
    "SELECT EXISTS (SELECT 1 FROM member WHERE organization_id = organization.id AND user_id = ?2) AS member FROM organization WHERE id = (SELECT organization_id FROM invitation WHERE id = ?1)",
  team: "SELECT EXISTS (SELECT 1 FROM member WHERE organization_id = organization.id AND user_id = ?2) AS member FROM organization WHERE id = (SELECT organization_id FROM team WHERE id = ?1)",
};

/**
 * One auth instance per bindings object (and per demo state): built from the request's own
 * bindings (never a module-level D1 handle), yet not rebuilt on every request, since
 * building one runs plugin set-up (and OAuth discovery when a generic provider is set).
 */
const instances = new WeakMap<AppEnv, Map<boolean, Auth>>();

export function getAuth(env: AppEnv, demo: boolean): Auth {
  let byDemo = instances.get(env);
  if (!byDemo) {
    byDemo = new Map();
    instances.set(env, byDemo);
  }
  let auth = byDemo.get(demo);
  if (!auth) {
    auth = createAuth(env, demo);
    byDemo.set(demo, auth);
  }
  return auth;
}
