import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { teamMember, user } from "../db/auth-schema";

/**
 * A team's people as any member of its organization reads them, from better-auth's tables.
 * better-auth's own `list-team-members` answers only the team's own people, with ids alone.
 */
const membership = createSelectSchema(teamMember, { createdAt: z.iso.datetime().nullable() });

export const TeamMemberSchema = membership
  .pick({ userId: true })
  .extend(createSelectSchema(user).pick({ name: true, email: true, image: true }).shape)
  .extend({
    joinedAt: membership.shape.createdAt.meta({
      description: "When they joined the team (null for a membership written without a time)",
    }),
  })
  .meta({ id: "TeamMember" });

export const TeamMemberListSchema = z.array(TeamMemberSchema).meta({ id: "TeamMemberList" });

export type TeamMember = z.infer<typeof TeamMemberSchema>;
