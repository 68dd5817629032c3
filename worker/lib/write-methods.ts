/** Writes: they carry JSON, are refused from other sites and by the demo (worker/app.ts). */
export const WRITE_METHODS: ReadonlySet<string> = new Set(["POST", "PUT", "PATCH", "DELETE"]);
