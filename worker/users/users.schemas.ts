import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { roleNames } from "../auth/permissions.shared";
import { EMAIL_MAX_LENGTH } from "../auth/user-email.shared";
import { checkName, NAME_MAX_LENGTH } from "../auth/user-name.shared";
import { session, user } from "../db/auth-schema";
import { listQuerySchema, pageSchema } from "../lib/api.schemas";
import { fieldMessages, requiredOrInvalid } from "../lib/field-messages.shared";
import { hasOnlyAllowedCharacters, stripInvisible } from "../lib/text-rules.shared";

/**
 * The users API's shapes, derived from better-auth's tables. Pure module: the SPA's forms
 * validate with the same schemas.
 */
const timestamp = z.iso.datetime();

export const UserSchema = createSelectSchema(user, {
  createdAt: timestamp,
  updatedAt: timestamp,
  banExpires: timestamp.nullable(),
  role: z.enum(roleNames).nullable(),
  twoFactorEnabled: z.boolean().meta({ description: "Signs in with a second step (docs/second-factor.md)" }),
})
  .pick({
    id: true,
    email: true,
    name: true,
    role: true,
    emailVerified: true,
    image: true,
    banned: true,
    banReason: true,
    banExpires: true,
    twoFactorEnabled: true,
    createdAt: true,
    updatedAt: true,
  })
  .meta({ id: "User" });

/** A name as people and keys have them ('Name is required', 'Name is invalid'). */
export const NameSchema = z
  .string({ error: requiredOrInvalid(fieldMessages.nameRequired.id) })
  .normalize("NFC")
  .overwrite(stripInvisible)
  .trim()
  .max(NAME_MAX_LENGTH, fieldMessages.tooLong.id)
  .superRefine((name, ctx) => {
    const problem = checkName(name);
    if (problem)
      ctx.addIssue({
        code: "custom",
        message: problem === "required" ? fieldMessages.nameRequired.id : fieldMessages.nameInvalid.id,
      });
  });

export const UserInputSchema = z
  .strictObject({
    email: z
      .string({ error: requiredOrInvalid(fieldMessages.emailRequired.id) })
      .trim()
      .min(1, fieldMessages.emailRequired.id)
      .max(EMAIL_MAX_LENGTH, fieldMessages.tooLong.id)
      .pipe(z.email(fieldMessages.emailInvalid.id))
      .transform((email) => email.toLowerCase())
      .meta({ example: "ada@example.com" }),
    name: NameSchema.meta({ example: "Ada Lovelace" }),
    role: z.enum(roleNames, { error: fieldMessages.roleInvalid.id }).meta({ example: "user" }),
  })
  .meta({ id: "UserInput", example: { email: "ada@example.com", name: "Ada Lovelace", role: "user" } });

export type User = z.infer<typeof UserSchema>;
export type UserInput = z.input<typeof UserInputSchema>;

export const UserListQuerySchema = listQuerySchema(EMAIL_MAX_LENGTH, "Matches name or email");

export const UserListSchema = pageSchema(UserSchema, "UserList", "People matching the search, all pages together");

/** A session as people may see it: identified by id; its token never leaves the server. */
export const SessionSchema = createSelectSchema(session, {
  createdAt: timestamp,
  updatedAt: timestamp,
  expiresAt: timestamp,
})
  .pick({
    id: true,
    createdAt: true,
    updatedAt: true,
    expiresAt: true,
    ipAddress: true,
    userAgent: true,
    impersonatedBy: true,
  })
  .extend({ current: z.boolean().meta({ description: "The session making this request" }) })
  .meta({ id: "Session" });

export type UserSession = z.infer<typeof SessionSchema>;

export const SessionListSchema = z.array(SessionSchema).meta({ id: "SessionList" });

export const BanInputSchema = z
  .strictObject({
    reason: z
      .string()
      .overwrite(stripInvisible)
      .trim()
      .max(500, fieldMessages.tooLong.id)
      .refine(hasOnlyAllowedCharacters, fieldMessages.forbiddenCharacters.id)
      .optional()
      .meta({ example: "Spam" }),
    // A date that is none stops there (one issue, not two); a past one says what is wrong with it.
    expiresAt: z.iso
      .datetime({ offset: true, error: fieldMessages.dateInvalid.id, abort: true })
      .refine((value) => Date.parse(value) > Date.now(), fieldMessages.dateNotFuture.id)
      .optional()
      .meta({ description: "When the ban ends; none means until lifted" }),
  })
  // No end date in the example: any fixed one would be in the past one day.
  .meta({ id: "BanInput", example: { reason: "Spam" } });

export type BanInput = z.input<typeof BanInputSchema>;
