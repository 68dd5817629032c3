import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { fieldMessages } from "../lib/field-messages.shared";
import { NameSchema } from "../users/users.schemas";
import { KEY_STATEMENTS } from "./api-key-permissions.shared";
import { apiKey } from "./api-keys.table";

/**
 * The API keys' shapes, from their table. Pure module: the account screen and the user's page
 * read them through the typed client.
 */

/** `{ resource: [action…] }`, each action at most once, over what a key may be given. */
export const KeyPermissionsSchema = z
  .strictObject(
    Object.fromEntries(
      Object.entries(KEY_STATEMENTS).map(([resource, actions]) => [
        resource,
        z
          .array(z.enum(actions as unknown as [string, ...string[]], { error: fieldMessages.invalidValue.id }))
          .max(actions.length)
          .refine((list) => new Set(list).size === list.length, fieldMessages.invalidValue.id)
          .optional(),
      ]),
    ) as {
      [Resource in keyof typeof KEY_STATEMENTS]: z.ZodOptional<
        z.ZodArray<z.ZodEnum<{ [Action in (typeof KEY_STATEMENTS)[Resource][number]]: Action }>>
      >;
    },
    { error: fieldMessages.invalidValue.id },
  )
  .meta({
    id: "ApiKeyPermissions",
    description:
      "What the key may do, by resource: at most what its person holds, and never more than they hold at the time of a request",
    example: { book: ["read"] },
  });

/** A key as lists show it: never the key itself, which only its creation's answer holds. */
export const ApiKeySchema = createSelectSchema(apiKey, {
  id: (schema) => schema.meta({ example: "0b6e2a1c-5d4f-4e3a-9b8c-7d6e5f4a3b2c" }),
  name: (schema) => schema.meta({ example: "Nightly import" }),
  start: (schema) =>
    schema.meta({ description: "The key's first characters, to recognise it", example: "edgestart_q7Zk" }),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime().nullable().meta({ description: "Null: it does not expire" }),
  lastUsedAt: z.iso.datetime().nullable().meta({ description: "Null: never used. Updated at most once a minute" }),
})
  .omit({ userId: true, keyHash: true, permissions: true, usedFrom: true })
  .extend({ permissions: KeyPermissionsSchema })
  .meta({ id: "ApiKey" });

export const ApiKeyListSchema = z.array(ApiKeySchema).meta({ id: "ApiKeyList", description: "Newest first" });

/** What creating one answers: the key, shown this once. */
export const NewApiKeySchema = ApiKeySchema.extend({
  key: z.string().meta({
    description: "The key itself: shown this once, never again. Send it as `Authorization: Bearer <key>`",
    example: "edgestart_q7ZkP2mX9vL4tR8wN1cB6yH3jF5dS0gA4kE7u",
  }),
}).meta({ id: "NewApiKey" });

/** Keys a person may hold: the database holds it against parallel creations (migrations/0024). */
export const API_KEYS_PER_PERSON = 20;

/** Days a key may last; `null` (never expires) only where the deployment allows it. */
export const KEY_LIFETIMES = [30, 90, 365] as const;

export const ApiKeyInputSchema = z
  .strictObject({
    name: NameSchema.meta({ example: "Nightly import" }),
    expiresInDays: z
      .union([...KEY_LIFETIMES.map((days) => z.literal(days)), z.null()], { error: fieldMessages.expiryRequired.id })
      .meta({
        description: "30, 90 or 365; null for a key that never expires, where the deployment allows it",
        example: 90,
      }),
    permissions: KeyPermissionsSchema.refine(
      (permissions) => Object.values(permissions).some((actions) => actions && actions.length > 0),
      fieldMessages.permissionsRequired.id,
    ),
  })
  .meta({
    id: "ApiKeyInput",
    example: { name: "Nightly import", expiresInDays: 90, permissions: { book: ["read"] } },
  });

export type ApiKey = z.infer<typeof ApiKeySchema>;
export type ApiKeyInput = z.input<typeof ApiKeyInputSchema>;
