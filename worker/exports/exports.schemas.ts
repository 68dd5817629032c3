import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { accountExport } from "./exports.table";

/** What asking for a copy of one's data answers: the job is queued, the link will be emailed. */
export const ExportRequestedSchema = createSelectSchema(accountExport, {
  id: (schema) => schema.meta({ example: "3f1c2d8e-6b7a-4c5d-9e0f-1a2b3c4d5e6f" }),
  status: z.literal("pending").meta({ description: "Being gathered: the link is emailed when it is ready" }),
  requestedAt: z.iso.datetime().meta({ example: "2026-11-29T19:30:00.000Z" }),
})
  .pick({ id: true, status: true, requestedAt: true })
  .meta({ id: "ExportRequested" });

export type ExportRequested = z.infer<typeof ExportRequestedSchema>;
