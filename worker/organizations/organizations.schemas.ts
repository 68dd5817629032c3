import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { ORGANIZATION_NAME_MAX } from "../auth/organization-policy.shared";
import { member, organization, team, user } from "../db/auth-schema";
import { listQuerySchema, pageSchema } from "../lib/api.schemas";

/**
 * The shapes of the organizations API (administrators), derived from better-auth's tables.
 * Pure module, like the other schema files.
 */
const timestamp = z.iso.datetime();
const count = z.number().int().min(0);

export const OrganizationSchema = createSelectSchema(organization, { createdAt: timestamp })
  .pick({ id: true, name: true, slug: true, logo: true, createdAt: true })
  .extend({ membersCount: count })
  .meta({ id: "Organization" });

export const OrganizationListQuerySchema = listQuerySchema(ORGANIZATION_NAME_MAX, "Matches name or slug");

export const OrganizationListSchema = pageSchema(
  OrganizationSchema,
  "OrganizationList",
  "Organizations matching the search, all pages together",
);

/** A membership, with the person it is. */
export const OrganizationMemberSchema = createSelectSchema(member, { createdAt: timestamp })
  .pick({ id: true, userId: true })
  .extend(createSelectSchema(user).pick({ name: true, email: true, image: true }).shape)
  .extend({
    role: z.string().meta({ description: "owner, admin or member; several are joined by commas" }),
    joinedAt: timestamp,
  })
  .meta({ id: "OrganizationMember" });

export const OrganizationTeamSchema = createSelectSchema(team, { createdAt: timestamp })
  .pick({ id: true, name: true, createdAt: true })
  .extend({ membersCount: count })
  .meta({ id: "OrganizationTeam" });

export const OrganizationDetailsSchema = OrganizationSchema.extend({
  members: z.array(OrganizationMemberSchema).meta({ description: "Oldest membership first" }),
  teams: z.array(OrganizationTeamSchema).meta({ description: "Oldest first" }),
}).meta({ id: "OrganizationDetails" });

export type Organization = z.infer<typeof OrganizationSchema>;
export type OrganizationDetails = z.infer<typeof OrganizationDetailsSchema>;
