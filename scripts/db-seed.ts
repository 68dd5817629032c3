/** `npm run db:seed`: local only; production's first admins come from ADMIN_EMAILS. */
import { migrateLocal, seedLocal } from "./local.ts";

migrateLocal();
seedLocal();
