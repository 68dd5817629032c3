import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { invitation, organization, user } from "../db/auth-schema";

/**
 * An invitation as its recipient sees it before answering: whose, from whom, for which role,
 * and whether it can still be accepted. better-auth's own `get-invitation` answers only
 * pending ones, so a link that no longer works could not say why.
 */
export const InvitationStateSchema = z
  .enum(["pending", "accepted", "rejected", "canceled", "expired"])
  .meta({ description: "`expired`: still pending, but past `expiresAt`" });

export const MyInvitationSchema = createSelectSchema(invitation, { expiresAt: z.iso.datetime() })
  .pick({ id: true, email: true, role: true, expiresAt: true })
  .extend({
    status: InvitationStateSchema,
    organization: createSelectSchema(organization).pick({ name: true, slug: true, logo: true }),
    inviter: createSelectSchema(user).pick({ name: true, email: true }),
  })
  .meta({ id: "MyInvitation" });

export type MyInvitation = z.infer<typeof MyInvitationSchema>;

/**
 * What the holder of an invitation's link sees before signing in: who invites whom to what.
 * The link was emailed to that address, so it tells nothing its holder was not told.
 */
export const InvitationPreviewSchema = MyInvitationSchema.pick({
  email: true,
  role: true,
  expiresAt: true,
  organization: true,
  inviter: true,
}).meta({ id: "InvitationPreview" });

export type InvitationPreview = z.infer<typeof InvitationPreviewSchema>;

export const MyInvitationListSchema = z
  .array(MyInvitationSchema)
  .meta({ id: "MyInvitationList", description: "Soonest to expire first" });
