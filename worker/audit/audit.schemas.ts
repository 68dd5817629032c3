import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { listQuerySchema } from "../lib/api-schemas";
import { fieldMessages } from "../lib/field-messages";
import { auditEvent } from "./audit.table";

/**
 * What the audit trail records (migrations/0016_audit_trail.sql and 0017, worker/audit/refusals.ts).
 * Pure module: the SPA names them from the same list.
 */
export const AUDIT_ACTIONS = [
  "sign_in",
  "sign_in.failed",
  "code_request.refused",
  "user.create",
  "user.role",
  "user.ban",
  "user.unban",
  "user.email",
  "user.delete",
  "impersonation.start",
  "impersonation.stop",
  "session.revoke",
  "member.add",
  "member.role",
  "member.remove",
  "invitation.create",
  "invitation.accepted",
  "invitation.rejected",
  "invitation.canceled",
  "organization.delete",
  "passkey.add",
  "passkey.remove",
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const personId = z.string().min(1).max(64);

export const AuditEventSchema = createSelectSchema(auditEvent, {
  createdAt: z.iso.datetime(),
  action: z.enum(AUDIT_ACTIONS),
  details: z
    .record(z.string(), z.union([z.string(), z.number(), z.null()]))
    .nullable()
    .meta({ description: "What changed (roles, an address as its first letter and domain); never a secret" }),
})
  .pick({
    id: true,
    createdAt: true,
    action: true,
    actorId: true,
    impersonatorId: true,
    targetId: true,
    organizationId: true,
    ip: true,
    browser: true,
    details: true,
  })
  .meta({ id: "AuditEvent" });

export type AuditEvent = z.infer<typeof AuditEventSchema>;

export const AuditEventListSchema = z
  .object({ items: z.array(AuditEventSchema), nextCursor: z.string().nullable(), total: z.number().int() })
  .meta({ id: "AuditEventList" });

const pageQuery = listQuerySchema(0, "").omit({ searchTerm: true });

const instant = z.iso.datetime({ offset: true, error: fieldMessages.dateInvalid.id });

export const AuditQuerySchema = pageQuery.extend({
  actor: personId.optional().meta({ description: "Events this person did" }),
  target: personId.optional().meta({ description: "Events done to this person" }),
  action: z.enum(AUDIT_ACTIONS, { error: fieldMessages.invalidValue.id }).optional(),
  from: instant.optional().meta({ description: "Events at or after this time" }),
  to: instant.optional().meta({ description: "Events before this time" }),
});

export const ActivityQuerySchema = pageQuery;
