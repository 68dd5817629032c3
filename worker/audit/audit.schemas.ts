import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { organization, user } from "../db/auth-schema";
import { listQuerySchema, pageSchema } from "../lib/api.schemas";
import { fieldMessages } from "../lib/field-messages.shared";
import { auditEvent } from "./audit.table";
import { AUDIT_ACTIONS } from "./audit-actions.shared";

const personId = z.string().min(1).max(64);

const AuditEventBaseSchema = createSelectSchema(auditEvent, {
  createdAt: z.iso.datetime(),
  action: z.enum(AUDIT_ACTIONS),
  details: z
    .record(z.string(), z.union([z.string(), z.number(), z.null()]))
    .nullable()
    .meta({ description: "What changed (roles, an address as its first letter and domain); never a secret" }),
}).pick({
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
});

/** The organization an event names, as it is now; null once deleted. */
const AuditOrganizationSchema = createSelectSchema(organization)
  .pick({ id: true, name: true })
  .nullable()
  .meta({ id: "AuditOrganization", description: "The organization as it is now; null once deleted" });

const personFields = createSelectSchema(user).pick({ id: true, name: true, email: true });

/** A person an event names, as they are now: the screens show who, not an id; null once deleted. */
const AuditPersonSchema = personFields
  .nullable()
  .meta({ id: "AuditPerson", description: "The person as they are now; null once deleted" });

export const AuditEventSchema = AuditEventBaseSchema.extend({
  actor: AuditPersonSchema,
  /** The administrator who acted as the actor; null when nobody did. */
  impersonator: AuditPersonSchema,
  target: AuditPersonSchema,
  organization: AuditOrganizationSchema,
}).meta({ id: "AuditEvent" });

export type AuditEvent = z.infer<typeof AuditEventSchema>;

export const AuditEventListSchema = pageSchema(
  AuditEventSchema,
  "AuditEventList",
  "Events matching the filters, all pages together",
);

/**
 * Another person in one's own activity (the administrator who banned me, the owner who added
 * me): their name, not their address, which is theirs to give; null once deleted.
 */
const ActivityPersonSchema = personFields
  .pick({ id: true, name: true })
  .nullable()
  .meta({ id: "ActivityPerson", description: "Another person by name only; null once deleted" });

export const ActivityEventSchema = AuditEventBaseSchema.extend({
  actor: ActivityPersonSchema,
  impersonator: ActivityPersonSchema,
  target: ActivityPersonSchema,
  organization: AuditOrganizationSchema,
}).meta({ id: "ActivityEvent" });

export type ActivityEvent = z.infer<typeof ActivityEventSchema>;

export const ActivityEventListSchema = pageSchema(
  ActivityEventSchema,
  "ActivityEventList",
  "My events, all pages together",
);

const pageQuery = listQuerySchema(0, "").omit({ searchTerm: true });

const instant = z.iso.datetime({ offset: true, error: fieldMessages.dateInvalid.id });

export const AuditQuerySchema = pageQuery.extend({
  actor: personId.optional().meta({ description: "Events this person did" }),
  target: personId.optional().meta({ description: "Events done to this person" }),
  person: personId.optional().meta({ description: "Events this person did or that were done to them" }),
  action: z.enum(AUDIT_ACTIONS, { error: fieldMessages.invalidValue.id }).optional(),
  from: instant.optional().meta({ description: "Events at or after this time" }),
  to: instant.optional().meta({ description: "Events before this time" }),
});

export const ActivityQuerySchema = pageQuery;
