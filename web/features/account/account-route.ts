import { z } from "zod";

/** Spec §2: the account screens' search params (state opens the change-name dialog). */
export const accountSearch = z.object({
  state: z.enum(["", "change-name"]).catch("").default(""),
  newEmail: z.string().catch("").default(""),
});

export const accountSearchDefaults = { state: "", newEmail: "" } as const;
