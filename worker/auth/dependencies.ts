import type { BetterAuthOptions } from "better-auth";
import type { AppConfig } from "../env";
import type { QuotaKind } from "./quota";
import type { RateLimitCounters } from "./rate-limit";

/**
 * The fields a body may hold, each with the fields it may hold in turn when it is an object
 * whose schema names them (`data` on /organization/update), else null: any value.
 */
export type Fields = ReadonlyMap<string, Fields | null>;

/**
 * How a request names an organization: by id or slug, through an invitation or a team it
 * holds, or, naming none, the person's active one.
 */
export interface OrganizationReference {
  kind: "id" | "slug" | "invitation" | "team" | "active";
  value: string;
}

/**
 * What better-auth's options need from the Worker: bindings-backed services for the real
 * Worker (worker/auth/auth.ts), inert stand-ins for the schema generator (auth.cli.ts).
 */
export interface AuthDependencies {
  config: AppConfig;
  /** The read-only demo: no sign-up, no email, one public code (worker/demo/). */
  demo: boolean;
  database: BetterAuthOptions["database"];
  secondaryStorage?: BetterAuthOptions["secondaryStorage"];
  /** Sends the code email; better-auth runs it in the background (no timing oracle). */
  /** `key`: where the code is kept (worker/auth/code-store.ts), which the email queue checks. */
  sendCode(input: { email: string; code: string; type: string; key: string }): Promise<void>;
  /** Sends an organization's invitation email (through the queue, like a code). */
  sendInvitation(input: {
    id: string;
    email: string;
    role: string;
    organizationName: string;
    inviter: { name: string; email: string };
    expiresAt: Date;
  }): Promise<void>;
  /** Tells an account's old address that its email is now `newEmail` (worker/email/email-changed-email.ts). */
  noticeEmailChange(oldEmail: string, newEmail: string): Promise<void>;
  /** better-auth's per-address counters (worker/auth/rate-limit.ts). */
  rateLimitCounters: RateLimitCounters;
  /** Counts one request against a per-email quota; `allowed` is false once over it. */
  consumeEmailQuota(email: string, kind: QuotaKind): Promise<{ allowed: boolean; retryAfter: number }>;
  /** Hands a promise to the request's waitUntil. */
  runInBackground(promise: Promise<unknown>): void;
  /** True once an account has ever been created with (or changed to) this address. */
  addressWasUsed(email: string): Promise<boolean>;
  /**
   * Deletes the person unless they are the last administrator, in one statement (the rule
   * is part of the write: migrations/0003_rules.sql); throws LAST_ADMIN otherwise.
   */
  deleteUser(userId: string): Promise<void>;
  /**
   * In one organization: the role of the person `userId`, and of the member named by id or
   * email (as remove-member names one); null where there is none.
   */
  memberRoles(
    organizationId: string,
    userId: string,
    memberIdOrEmail: string,
  ): Promise<{ actor: string | null; target: string | null }>;
  /** The organization a reference names, and whether `userId` is its member; null when it names none. */
  organizationOf(reference: OrganizationReference, userId: string): Promise<{ member: boolean } | null>;
  /**
   * In one organization: the role of the person `userId`, and its pending invitation for
   * `email` (the newest, expired or not); null where there is none.
   */
  pendingInvitation(
    organizationId: string,
    userId: string,
    email: string,
  ): Promise<{ inviter: string | null; invitation: { role: string; teamId: string | null; expiresAt: number } | null }>;
  /** How many members an organization has. */
  countMembers(organizationId: string): Promise<number>;
  /**
   * True when the person may not have one more organization: they belong to 20, or own as many
   * as the settings allow.
   */
  atOrganizationLimit(userId: string): Promise<boolean>;
  /** Deletes an organization; its members, invitations and teams go with it (ON DELETE CASCADE). */
  deleteOrganization(organizationId: string): Promise<void>;
  /**
   * Deletes a team and its memberships (ON DELETE CASCADE) unless it is its organization's
   * last, in one statement (migrations/0003_rules.sql); throws UNABLE_TO_REMOVE_LAST_TEAM otherwise.
   */
  deleteTeam(teamId: string): Promise<void>;
  /** The fields a better-auth route's body schema declares, or null when it accepts any. */
  bodyFields(path: string): Fields | null | undefined;
}
