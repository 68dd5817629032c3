import type { Context } from "hono";
import { roleCan } from "../auth/permissions.shared";
import { mustSetUpSecondFactor } from "../auth/second-factor.shared";
import { getConfig } from "../env";
import type { AppContext } from "../lib/context";
import {
  areaOf,
  DRAWN_SCREENS_FILE,
  type DrawnScreens,
  drawnPageFile,
  hasSidebar,
  rowTemplatesFile,
} from "./drawn-pages.shared";
import { fillRows, type RowTemplates } from "./drawn-rows.shared";
import type { Handover } from "./handover";
import { type FoundScreen, paramsOf, patternOf } from "./screen-registry.shared";
import { type ApiRead, sessionRead } from "./screens.shared";
import { foldedIn } from "./sidebar-fold.shared";
import { dataColorRules, fillSlots, handedRowRules, RECORD_SLOT_PATH } from "./slots.shared";

/** What a drawn screen needs of the session the API handed over. */
interface HandedSession {
  user: { name: string; role?: string | null; twoFactorEnabled?: boolean | null };
  session: { impersonatedBy?: string | null };
}

type SignedIn = Handover & { signedIn: true };

export const handedData = (handover: SignedIn, read: ApiRead<never>): unknown =>
  handover.queries.find((query) => JSON.stringify(query.queryKey) === JSON.stringify(read.queryKey))?.data;

/** A static file of the build, by its name (wrangler.toml: `html_handling = "none"`). */
export function fetchAsset(c: Context<AppContext>, file: string): Promise<Response> {
  // Always a GET: a HEAD's empty answer has no page to fill (Hono drops the shell's body for a HEAD).
  const request = new Request(new URL(file, c.req.url), { headers: c.req.raw.headers });
  // A page varies by language and person while the file's ETag does not: never answer 304 for it.
  request.headers.delete("if-none-match");
  request.headers.delete("if-modified-since");
  return c.env.ASSETS.fetch(request);
}

let drawnScreens: Promise<DrawnScreens> | undefined;

/** The route patterns the build drew (none under `vite dev`, which draws nothing), read once per isolate. */
function screensDrawn(c: Context<AppContext>): Promise<DrawnScreens> {
  drawnScreens ??= fetchAsset(c, DRAWN_SCREENS_FILE).then(async (response) => {
    if (response.ok) return (await response.json()) as DrawnScreens;
    drawnScreens = undefined;
    return {};
  });
  return drawnScreens;
}

export interface DrawnScreen {
  page: Response;
  /** A list's first rows, in place of its skeleton. */
  rows?: string;
  /** Rules for the colours the page draws from data (worker/spa/slots.shared.ts). */
  styles: string[];
}

/** The first page of a list as handed over: a keyset page's items, or a whole list. */
function itemsOf(data: unknown): unknown[] {
  if (Array.isArray(data)) return data;
  return (data as { items?: unknown[] } | undefined)?.items ?? [];
}

/**
 * The page the build drew for this screen, filled for this person: their name, the record's
 * heading and summary, the route's parameters in its links, and a list's first rows. None for anyone the
 * area would not show as drawn (a person without a name, who is shown onboarding; one refused
 * the area; an administrator who must set up two-step sign-in first; an administrator acting
 * as someone, under the banner), for a screen opened with
 * a search param it reads (its box and rows differ), nor for a record the API did not hand over.
 */
export async function drawnScreen(
  c: Context<AppContext>,
  handover: SignedIn,
  found: FoundScreen | undefined,
): Promise<DrawnScreen | undefined> {
  const url = new URL(c.req.url);
  const session = handedData(handover, sessionRead) as HandedSession | undefined;
  if (!session?.user.name.trim() || session.session.impersonatedBy) return undefined;
  const drawn = await screensDrawn(c);
  const pattern = patternOf(Object.keys(drawn), url.pathname);
  const params = pattern === undefined ? undefined : paramsOf(pattern, url.pathname);
  if (pattern === undefined || params === undefined) return undefined;
  if ([...url.searchParams.keys()].some((key) => drawn[pattern]?.includes(key))) return undefined;
  if (!roleCan(session.user.role, { apps: [areaOf(pattern)] })) return undefined;
  // An administrator asked to set up two-step sign-in first sees that screen, not the area's.
  const required = getConfig(c.env).requireAdminSecondFactor && !c.get("demo");
  if (areaOf(pattern) === "manager" && mustSetUpSecondFactor(session.user, required)) return undefined;

  const reads = found?.pattern === pattern ? found.screen.reads({ params, search: url.searchParams }) : [];
  const titled = reads.find((read) => read.heading);
  const record = titled && handedData(handover, titled);
  if (titled && record === undefined) return undefined;
  const heading = titled?.heading?.(record as never);

  const language = c.get("language");
  const folded = hasSidebar(pattern) && foldedIn(c.req.header("cookie") ?? "");
  const list = found?.screen.rows && itemsOf(handedData(handover, reads[0] as ApiRead<never>));
  const [page, templates] = await Promise.all([
    fetchAsset(c, `${drawnPageFile(language, pattern, folded)}.html`),
    list?.length ? fetchAsset(c, rowTemplatesFile(language, pattern)) : undefined,
  ]);
  if (!page.ok) return undefined;
  const text = fillSlots(
    await page.text(),
    { name: session.user.name, heading, params, [RECORD_SLOT_PATH]: record },
    language,
  );
  const rows = list && templates?.ok ? fillRows((await templates.json()) as RowTemplates, list, language) : undefined;
  const styles = [...dataColorRules(text + (rows ?? "")), ...handedRowRules(text, handover.queries)];
  return { page: new Response(text, page), rows, styles };
}
