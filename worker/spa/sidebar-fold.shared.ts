/**
 * Whether the manager's sidebar is folded, kept in a cookie rather than in the browser's
 * storage so that the Worker serves the page drawn as the person left it
 * (worker/spa/drawn-screen.ts) and the first render, which reads the same cookie
 * (web/layout/sidebar.tsx), hydrates it with no fold after. Pure, for both.
 */
const COOKIE = "sidebar";

/** Whether a Cookie header (or `document.cookie`) says folded. */
export function foldedIn(cookies: string): boolean {
  return cookies.split(";").some((cookie) => cookie.trim() === `${COOKIE}=collapsed`);
}

/** The cookie that keeps the fold for a year, or ends it. */
export function foldCookie(folded: boolean): string {
  return `${COOKIE}=${folded ? "collapsed" : ""}; Path=/; Max-Age=${folded ? 31_536_000 : 0}; SameSite=Lax`;
}
