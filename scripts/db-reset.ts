/** `npm run db:reset`: drops the local database, then migrates and seeds it again. */
import { rmSync } from "node:fs";
import { migrateLocal, seedLocal } from "./local.ts";

rmSync(".wrangler/state/v3/d1", { recursive: true, force: true });
migrateLocal();
seedLocal();
