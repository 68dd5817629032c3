import { keyOfFileUrl } from "../files/file-kinds.shared";
import { isAllowedImageUrl } from "../lib/image-url.shared";
import { comparisonKey, stripInvisible } from "../lib/text-rules.shared";
import type { AuthDependencies } from "./dependencies";

interface UserFields {
  email?: string;
  name?: string;
  image?: string | null;
}

/**
 * What any account creation or profile change stores, whichever way it came (a code, GitHub,
 * a linked account): names without invisible characters, pictures only from allowed hosts.
 * The routes that take these fields refuse bad values with a 400 first (guards/); this is
 * the floor for values a provider hands over.
 */
function cleaned<T extends UserFields>(user: T, deps: AuthDependencies): T & { nameKey?: string } {
  const out: T & { nameKey?: string } = { ...user };
  if (typeof out.name === "string") {
    out.name = stripInvisible(out.name).trim();
    // What GET /api/users searches (SQLite's lower() folds ASCII letters only).
    out.nameKey = comparisonKey(out.name);
  }
  // An uploaded picture's address is checked by the write itself (migrations/0022_files.sql).
  const uploaded = typeof out.image === "string" && keyOfFileUrl(out.image, "avatar");
  if (
    typeof out.image === "string" &&
    out.image &&
    !uploaded &&
    !isAllowedImageUrl(out.image, deps.config.imageHosts)
  ) {
    out.image = null;
  }
  return out;
}

/**
 * First administrators come from configuration, never from a seeded credential: an address
 * in ADMIN_EMAILS becomes admin when the first account with it is created, and never again.
 * Once an address has had an account, administrators decide its role, and a demotion or a
 * deletion holds through a new sign-up (docs/decisions/0025-admin-emails-bootstrap-once.md).
 */
export async function newUser<T extends UserFields>(user: T, deps: AuthDependencies) {
  const email = user.email?.toLowerCase() ?? "";
  const bootstrap = deps.config.adminEmails.includes(email) && !(await deps.addressWasUsed(email));
  return { ...cleaned(user, deps), role: bootstrap ? "admin" : "user" };
}

export function changedUser<T extends UserFields>(user: T, deps: AuthDependencies) {
  return cleaned(user, deps);
}
