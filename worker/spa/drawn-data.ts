/**
 * Which of a drawn screen's data is painted before any script (docs/decisions/0030), from the
 * data the Worker hands over, through slots (worker/spa/slots.ts):
 * - a list's first rows: the build renders the list's row components once per variant; the
 *   Worker fills them in place of the skeleton (web/components/data-list.tsx);
 * - a record's screen: the build draws the whole screen once per variant, with slots.
 * Either way the browser's first render draws the same text from the same data, which came
 * with the page, so it hydrates what arrived in place.
 * Pure, so the build, the Worker and the SPA read the same definitions.
 */
import type { MyOrganization } from "../account/account.schemas";
import { highestRole } from "../auth/organization-policy";
import type { Book } from "../books/books.schemas";
import type { MyInvitation } from "../organizations/invitations.schemas";
import type { User } from "../users/users.schemas";
import { ROW_TEMPLATES_MARK } from "./drawn-rows";
import type { DrawnScreen } from "./prerendered";
import { queryKeys } from "./screen-data";
import { fillSlots, templateOf, type Variants, variantIndex } from "./slots";

const bookCover: Variants<Book> = { flags: ["cover"], flagsOf: (book) => [Boolean(book.cover)] };

/** The roles a row of mine names by its flags; someone holding several is drawn by the SPA. */
const SINGLE_ROLES = new Set(["owner", "admin", "member"]);

/** The lists whose first rows are drawn, by screen, and what their rows draw differently by. */
export const drawnLists = {
  "/app/books": bookCover,
  "/manager/books": bookCover,
  "/manager/users": {
    flags: ["named", "image", "banned", "admin"],
    flagsOf: (person: User) => [
      Boolean(person.name),
      Boolean(person.image),
      Boolean(person.banned),
      person.role === "admin",
    ],
  },
  "/app/organizations": {
    flags: ["logo", "owner", "admin", "active"],
    flagsOf: (mine: MyOrganization) => [Boolean(mine.logo), mine.role === "owner", mine.role === "admin", mine.active],
    drawable: (mine: MyOrganization) => SINGLE_ROLES.has(mine.role),
  },
  // A name, a slug, a date and a count: every row is drawn alike.
  "/manager/organizations": { flags: [], flagsOf: () => [] },
} satisfies Partial<Record<DrawnScreen, DrawnList<never>>>;

/** What a record's variant may read of the session the page carries, beside the record. */
export interface DrawnSession {
  user: { id: string };
  session: { activeOrganizationId?: string | null };
}

/** A record screen's variants, read from its data and the session; some data only the SPA draws. */
export interface DrawnRecord<T> {
  flags: readonly string[];
  flagsOf: (data: T, session: DrawnSession) => boolean[];
  drawable?: (data: T, session: DrawnSession) => boolean;
  /** The handed query the screen is drawn from, when it is not the screen's own. */
  from?: readonly unknown[];
}

/** An organization as its page reads it: who holds which roles in it (better-auth's full organization). */
interface OrganizationRoles {
  id: string;
  members: { userId: string; role: string }[];
}

const rolesOf = (role: string | undefined) => role?.split(",").map((one) => one.trim()) ?? [];
const myRoles = (organization: OrganizationRoles, { user }: DrawnSession) =>
  rolesOf(organization.members.find((member) => member.userId === user.id)?.role);

/**
 * The screens of one record, drawn whole with its values, one page per variant: the
 * screen's own query's answer, or the handed query `from` names.
 */
export const drawnRecords = {
  "/app/books/$id": {
    flags: ["cover", "publisher", "publishedOn"],
    flagsOf: (book: Book) => [Boolean(book.cover), Boolean(book.publisher), Boolean(book.publishedOn)],
  },
  // The figures; the chart comes once the page is live.
  "/manager/dashboard": { flags: [], flagsOf: () => [] },
  // The person's card; their sessions, in their own time zone, come once the page is live.
  "/app/account": {
    from: queryKeys.session,
    flags: ["image", "admin"],
    flagsOf: ({ user }: { user: Pick<User, "image" | "role"> }) => [Boolean(user.image), user.role === "admin"],
  },
  // Its name, slug and counts; the members and teams come once the page is live.
  "/manager/organizations/$id": { flags: [], flagsOf: () => [] },
  // What my role shows me: the actions, and what stops the only owner leaving; the cards,
  // with their dates in my own time zone, come once the page is live.
  "/app/organizations/$slug": {
    flags: ["owner", "admin", "active", "onlyOwner"],
    flagsOf: (organization: OrganizationRoles, session: DrawnSession) => {
      const [role] = myRoles(organization, session);
      const owners = organization.members.filter((member) => rolesOf(member.role).includes("owner")).length;
      return [
        role === "owner",
        role === "admin",
        session.session.activeOrganizationId === organization.id,
        role === "owner" && owners === 1,
      ];
    },
    // Someone holding several roles, or none (an administrator of the app), is drawn by the SPA.
    drawable: (organization: OrganizationRoles, session: DrawnSession) => myRoles(organization, session).length === 1,
  },
  // An invitation still open, from someone named: the one a link is opened for; its expiry,
  // in my own time zone, comes once the page is live.
  "/app/invitations/$id": {
    flags: ["logo", "owner", "admin"],
    flagsOf: ({ organization, role }: MyInvitation) => {
      const highest = highestRole(role ?? "member");
      return [Boolean(organization.logo), highest === "owner", highest === "admin"];
    },
    drawable: ({ status, inviter }: MyInvitation) => status === "pending" && inviter.name.trim() !== "",
  },
} satisfies Partial<Record<DrawnScreen, DrawnRecord<never>>>;

export type DrawnListScreen = keyof typeof drawnLists;
export type DrawnRecordScreen = keyof typeof drawnRecords;

/** A drawn list's variants, and which items its templates can draw (all, unless it says). */
export interface DrawnList<T> extends Variants<T> {
  drawable?: (item: T) => boolean;
}

/** What the build writes per list and language (`rowTemplatesFile`): the rows' frame and one row per variant. */
export interface RowTemplates {
  before: string;
  after: string;
  rows: string[];
}

/**
 * A list's row templates, out of a page the build rendered with one template item per
 * variant (in `everyVariant`'s order) between two ROW_TEMPLATES_MARKs.
 */
export function rowTemplatesOf(page: string, variants: number): RowTemplates {
  const [, marked] = page.split(ROW_TEMPLATES_MARK);
  if (marked === undefined) throw new Error("The page has no rows between ROW_TEMPLATES_MARKs");
  const markup = templateOf(marked);
  const rows = Array.from(markup.matchAll(/<li[\s>][\s\S]*?<\/li>/g), ([row]) => row);
  if (rows.length !== variants) throw new Error(`Expected ${variants} rows, found ${rows.length}`);
  const start = markup.indexOf(rows[0] ?? "");
  const end = markup.lastIndexOf(rows.at(-1) ?? "") + (rows.at(-1)?.length ?? 0);
  return { before: markup.slice(0, start), after: markup.slice(end), rows };
}

/** The list's rows for these items, filled into its templates; none when one of them is not drawable. */
export function fillRows(
  list: DrawnList<never>,
  templates: RowTemplates,
  items: readonly unknown[],
  locale: string,
): string | undefined {
  const drawable = list.drawable as ((item: unknown) => boolean) | undefined;
  if (drawable && !items.every(drawable)) return undefined;
  const flagsOf = list.flagsOf as (item: unknown) => boolean[];
  const rows = items.map((item) => fillSlots(templates.rows[variantIndex(flagsOf(item))] ?? "", item, locale));
  return templates.before + rows.join("") + templates.after;
}
