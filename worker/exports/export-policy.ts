import type { QuotaRule } from "../auth/quota";

/**
 * The figures of a copy of one's data (docs/account-data.md, decision 0051), in one place for
 * the route, the job, the link and the tests.
 */
const HOUR_MS = 60 * 60 * 1000;

/** How long a copy waits in R2 for its one download, from when it is ready. */
export const EXPORT_KEEP_MS = 24 * HOUR_MS;

/**
 * How long a downloaded copy stays before the scheduled clean-up takes it: the download itself
 * may still be reading it. Its link no longer works.
 */
export const DOWNLOADED_KEEP_MS = HOUR_MS;

/** Per person: each ask is a job that reads all their rows and files, and an email. */
export const EXPORT_QUOTA: readonly QuotaRule[] = [{ window: 24 * 60 * 60, max: 3 }];

/**
 * The files a ZIP carries at most, in bytes: the files and the ZIP are both in memory (128 MB
 * per Worker). Files past it are listed in export.json with their address, not carried.
 */
export const ZIP_FILES_MAX_BYTES = 32 * 1024 * 1024;

/** Where a copy is kept in the FILES bucket: its row's id, so a retried job overwrites it. */
export const exportObjectKey = (userId: string, exportId: string) => `exports/${userId}/${exportId}`;
