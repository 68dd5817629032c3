import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { member, organization } from "../db/auth-schema";

/** What the account API answers about the person's organizations, from better-auth's tables. */
export const MyOrganizationSchema = createSelectSchema(organization, { createdAt: z.iso.datetime() })
  .pick({ id: true, name: true, slug: true, logo: true, createdAt: true })
  .extend({
    role: createSelectSchema(member).shape.role.meta({
      description: "My role in it: owner, admin or member (several are comma-separated)",
      example: "owner",
    }),
    members: z.number().int().min(1).meta({ description: "How many people belong to it" }),
    owners: z.number().int().min(1).meta({
      description: "How many of them are owners: the only owner of one with other members cannot delete their account",
    }),
    active: z.boolean().meta({ description: "Whether it is my session's active organization" }),
  })
  .meta({ id: "MyOrganization" });

export const MyOrganizationListSchema = z.array(MyOrganizationSchema).meta({ id: "MyOrganizationList" });

export type MyOrganization = z.infer<typeof MyOrganizationSchema>;
