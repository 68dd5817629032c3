/**
 * `npm run db:seed`: the local database and bucket. `-- --env staging` (or preview) seeds that
 * deployed environment instead; production's first admins come from ADMIN_EMAILS, never a seed.
 */
import { parseArgs } from "node:util";
import { migrateLocal, seedLocal, seedRemote } from "./local.ts";

const { values } = parseArgs({ options: { env: { type: "string" } } });
if (values.env === "production" || values.env === "") {
  throw new Error("Production is never seeded: its first admins are the ADMIN_EMAILS who sign in.");
}
if (values.env) {
  seedRemote(values.env);
} else {
  migrateLocal();
  seedLocal();
}
