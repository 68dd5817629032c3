import type { Context } from "hono";
import { roleCan } from "../auth/permissions";
import type { Locale } from "../i18n/locales";
import type { AppContext } from "../lib/context";
import { escapeHtml } from "../lib/html";
import {
  type DrawnListScreen,
  type DrawnRecord,
  type DrawnSession,
  drawnLists,
  drawnRecords,
  fillRows,
  type RowTemplates,
} from "./drawn-data";
import type { Handover } from "./handover";
import {
  areaOf,
  type DrawnScreen,
  drawnScreenPage,
  drawnScreens,
  hasSidebar,
  NAME_SLOT,
  rowTemplatesFile,
} from "./prerendered";
import { routeTakesPart } from "./route-patterns";
import { ownQuery, queryKeys } from "./screen-data";
import { foldedIn } from "./sidebar-fold";
import { dataColorRules, fillSlots, variantIndex } from "./slots";

/** What a drawn screen needs of the session the API handed over (worker/spa/handover.ts). */
interface HandedSession extends DrawnSession {
  user: { id: string; name: string; role?: string | null };
  session: { impersonatedBy?: string | null; activeOrganizationId?: string | null };
}

export interface DrawnPage {
  screen: DrawnScreen;
  /** The page among the static assets, without its extension. */
  page: string;
  name: string;
  /** The screen's own query, as handed over: a list's first page, a record. */
  data: unknown;
}

const handed = (handover: Handover & { signedIn: true }, queryKey: readonly unknown[] | undefined) =>
  handover.queries.find((query) => JSON.stringify(query.queryKey) === JSON.stringify(queryKey))?.data;

const isRecordScreen = (screen: DrawnScreen): screen is keyof typeof drawnRecords => screen in drawnRecords;
const isListScreen = (screen: DrawnScreen): screen is DrawnListScreen => screen in drawnLists;

/**
 * A signed-in screen the build drew (worker/spa/prerendered.ts), for this person, with the
 * slot for their name. Not for anyone the area would not show as drawn: a person without a
 * name (onboarding), one refused the area, an administrator acting as someone (the banner),
 * a screen opened with a search (its box and rows differ), nor a record the API did not hand
 * over or its templates do not draw.
 */
export function drawnScreen(c: Context<AppContext>, handover: Handover): DrawnPage | undefined {
  const url = new URL(c.req.url);
  if (!handover.signedIn || url.search !== "") return undefined;
  const screen = drawnScreens.find((pattern) => routeTakesPart({ pattern, layout: false }, c.req.path));
  const session = handed(handover, queryKeys.session) as HandedSession | undefined;
  if (!screen || !session?.user.name.trim() || session.session.impersonatedBy) return undefined;
  if (!roleCan(session.user.role, { apps: [areaOf(screen)] })) return undefined;
  const folded = hasSidebar(screen) && foldedIn(c.req.header("cookie") ?? "");
  const page = (variant?: number) => drawnScreenPage(c.get("language"), screen, variant, folded);
  if (!isRecordScreen(screen)) {
    return { screen, page: page(), name: session.user.name, data: handed(handover, ownQuery(url)?.queryKey) };
  }
  const record: DrawnRecord<never> = drawnRecords[screen];
  const data = handed(handover, record.from ?? ownQuery(url)?.queryKey) as never;
  if (data === undefined || record.drawable?.(data, session) === false) return undefined;
  return { screen, page: page(variantIndex(record.flagsOf(data, session))), name: session.user.name, data };
}

/** A list's first page of rows (or the whole list, when it is not paged), as handed over; none for a record. */
function itemsOf({ data }: DrawnPage): unknown[] {
  if (Array.isArray(data)) return data;
  return (data as { items?: unknown[] } | undefined)?.items ?? [];
}

/** The asset of a drawn list's row templates, when the screen has rows to draw. */
export function rowTemplatesAsset(drawn: DrawnPage, locale: Locale): string | undefined {
  // One set of rows, whichever way the sidebar is folded.
  return isListScreen(drawn.screen) && itemsOf(drawn).length > 0
    ? rowTemplatesFile(drawnScreenPage(locale, drawn.screen))
    : undefined;
}

/**
 * A drawn screen's page with the person's name, and a record's values, in its slots, the
 * list's first rows filled from their templates, and the rules for the colours both draw.
 */
export async function fillDrawnPage(
  drawn: DrawnPage,
  page: Response,
  templates: Response | undefined,
  locale: string,
): Promise<{ page: Response; rows?: string; styles: string[] }> {
  // A function, not a string, as the replacement: `$&`, `$$` or `` $` `` in a name are text.
  const name = escapeHtml(drawn.name);
  let text = (await page.text()).replaceAll(NAME_SLOT, () => name);
  if (isRecordScreen(drawn.screen)) text = fillSlots(text, drawn.data, locale);
  const rows =
    isListScreen(drawn.screen) && templates?.ok
      ? fillRows(drawnLists[drawn.screen], (await templates.json()) as RowTemplates, itemsOf(drawn), locale)
      : undefined;
  return { page: new Response(text, page), rows, styles: dataColorRules(text + (rows ?? "")) };
}
