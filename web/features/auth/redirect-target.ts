import { roleCan } from "../../../worker/auth/permissions.shared";

/**
 * Where to go after sign-in: the `redirect` asked for, but only when it is a path on this
 * site (no other origin, no `//host`, no `/\host`, no `javascript:`); otherwise the
 * person's home area.
 */
export function redirectTarget(redirect: string | undefined, role: string | null | undefined): string {
  const home = roleCan(role, { apps: ["manager"] }) ? "/manager" : "/app";
  if (!redirect?.startsWith("/") || redirect.startsWith("//") || redirect.startsWith("/\\")) return home;
  try {
    const url = new URL(redirect, window.location.origin);
    // Dot segments can fold into a leading "//" ("/.//evil.example"): that is another host again.
    if (url.origin !== window.location.origin || url.pathname.startsWith("//")) return home;
    // A screen of the app, not its API: signing in never ends on a JSON answer.
    if (url.pathname === "/api" || url.pathname.startsWith("/api/")) return home;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return home;
  }
}
