/**
 * An organization's slug goes into links: lowercase words of letters and digits joined by
 * hyphens. Pure module: the Worker's guard checks it, the SPA derives one from a name.
 */
export const SLUG_MAX_LENGTH = 64;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A slug for `name`: accents dropped, anything else between words made a hyphen. */
export function slugFrom(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/^-+|-+$/g, "");
}
