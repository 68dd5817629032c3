import type { Context } from "hono";
import { roleCan } from "../auth/permissions";
import type { AppContext } from "../lib/context";
import { escapeHtml } from "../lib/html";
import type { Handover } from "./handover";
import { drawnScreenPage, drawnScreens, NAME_SLOT } from "./prerendered";
import { routeTakesPart } from "./route-patterns";
import { queryKeys } from "./screen-data";

/** What a drawn screen needs of the session the API handed over (worker/spa/handover.ts). */
interface HandedSession {
  user: { name: string; role?: string | null };
  session: { impersonatedBy?: string | null };
}

/**
 * A signed-in screen the build drew (worker/spa/prerendered.ts), for this person, with the
 * slot for their name. Not for anyone the area would not show as drawn: a person without a
 * name (onboarding), one refused the area, an administrator acting as someone (the banner),
 * nor a screen opened with a search (its box and rows differ).
 */
export function drawnScreen(c: Context<AppContext>, handover: Handover): { page: string; name: string } | undefined {
  if (!handover.signedIn || new URL(c.req.url).search !== "") return undefined;
  const screen = drawnScreens.find((pattern) => routeTakesPart({ pattern, layout: false }, c.req.path));
  const handed = handover.queries.find(({ queryKey: [name] }) => name === queryKeys.session[0]);
  const session = handed?.data as HandedSession | undefined;
  if (!screen || !session?.user.name.trim() || session.session.impersonatedBy) return undefined;
  const area = screen.startsWith("/manager") ? "manager" : "app";
  if (!roleCan(session.user.role, { apps: [area] })) return undefined;
  return { page: drawnScreenPage(c.get("language"), screen), name: session.user.name };
}

/** A drawn screen's page with the person's name in its slots. */
export async function withName(page: Response, name: string): Promise<Response> {
  return new Response((await page.text()).replaceAll(NAME_SLOT, escapeHtml(name)), page);
}
