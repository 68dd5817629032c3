import { defineConfig } from "drizzle-kit";

// drizzle-kit only writes SQL here; wrangler applies it (`npm run db:migrate`). Every table is
// found by its file's name: better-auth's and the code guard's in worker/db/, a feature's
// beside it as `<feature>.table.ts`.
export default defineConfig({
  dialect: "sqlite",
  schema: ["./worker/db/*-schema.ts", "./worker/*/*.table.ts"],
  out: "./migrations",
});
