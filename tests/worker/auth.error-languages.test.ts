import { env } from "cloudflare:test";
import { PASSKEY_ERROR_CODES } from "@better-auth/passkey";
import { type MessageDescriptor, setupI18n } from "@lingui/core";
import { BASE_ERROR_CODES } from "better-auth";
import { admin } from "better-auth/plugins/admin";
import { captcha } from "better-auth/plugins/captcha";
import { emailOTP } from "better-auth/plugins/email-otp";
import { organization } from "better-auth/plugins/organization";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { messages as arAuthErrors } from "../../locales/ar/auth-errors.po";
import { messages as arWeb } from "../../locales/ar/web.po";
import { messages as enAuthErrors } from "../../locales/en/auth-errors.po";
import { messages as enWeb } from "../../locales/en/web.po";
import { messages as frAuthErrors } from "../../locales/fr/auth-errors.po";
import { messages as frWeb } from "../../locales/fr/web.po";
import { messages as swAuthErrors } from "../../locales/sw/auth-errors.po";
import { messages as swWeb } from "../../locales/sw/web.po";
import { authErrorMessage } from "../../worker/auth/auth-error-messages";
import type { Locale } from "../../worker/i18n/locales.shared";
import { errorMessageIn, isErrorCode } from "../../worker/lib/errors";
import { sessionUser, signIn } from "../support/auth";
import { invitation, member, ownOrganization } from "../support/organizations";
import { call, ORIGIN, uniqueEmail } from "../support/worker";

/**
 * better-auth's refusals reach API clients in their language (outside report: some
 * organization codes came back in English while their siblings were translated). The Worker's
 * own codes are worded by worker/lib/errors.ts; every other code better-auth exports is
 * worded as the SPA words it (web/lib/auth-errors.ts, locales/<lang>/auth-errors.po), which
 * the Worker reads from the files the build writes (worker/auth/auth-error-messages.ts,
 * decision 0038).
 */

/**
 * The SPA's tables of codes (web/lib/error-messages.ts, and web/lib/auth-errors.ts for
 * better-auth's): DOM code that reads `window` as it loads (see error-catalogue.test.ts).
 */
async function spaTables(): Promise<Record<string, MessageDescriptor>> {
  vi.stubGlobal("window", { location: { origin: "http://localhost" } });
  try {
    const paths = ["../../web/lib/error-messages.ts", "../../web/lib/auth-errors.ts"];
    const [{ errorMessages }, { authErrorMessages }] = (await Promise.all(
      paths.map((path) => import(/* @vite-ignore */ path)),
    )) as [
      { errorMessages: Record<string, MessageDescriptor> },
      { authErrorMessages: Record<string, MessageDescriptor> },
    ];
    return { ...errorMessages, ...authErrorMessages };
  } finally {
    vi.unstubAllGlobals();
  }
}

const spaMessages = await spaTables();
const catalogs = {
  en: { ...enWeb, ...enAuthErrors },
  fr: { ...frWeb, ...frAuthErrors },
  ar: { ...arWeb, ...arAuthErrors },
  sw: { ...swWeb, ...swAuthErrors },
};

/** What a client reading `locale` is told for `code`: the Worker's wording for its own codes, else the SPA's. */
function expected(locale: Locale, code: string): string {
  if (isErrorCode(code)) return errorMessageIn(locale, code);
  const descriptor = spaMessages[code];
  if (!descriptor) throw new Error(`The SPA has no message for ${code}`);
  return setupI18n({ locale, messages: { [locale]: catalogs[locale] } })._(descriptor);
}

/** better-auth's own English for each code it exports (built only to read them). */
const english: Record<string, string> = Object.fromEntries(
  [
    BASE_ERROR_CODES,
    emailOTP({ sendVerificationOTP: async () => {} }).$ERROR_CODES,
    admin().$ERROR_CODES,
    organization().$ERROR_CODES,
    captcha({ provider: "cloudflare-turnstile", secretKey: "unused" }).$ERROR_CODES,
    PASSKEY_ERROR_CODES,
  ].flatMap((codes) => Object.entries(codes).map(([code, { message }]) => [code, message])),
);

describe("every code better-auth exports", () => {
  const theirs = Object.keys(english).filter((code) => !isErrorCode(code));

  it("is either the Worker's own or one the SPA words", () => {
    expect(theirs.length).toBeGreaterThan(100);
    expect(theirs.filter((code) => !Object.hasOwn(spaMessages, code))).toEqual([]);
  });

  it.each(["en", "fr", "ar", "sw"] as const)("is worded in %s as the SPA's catalog says", async (locale) => {
    const answered = Object.fromEntries(
      await Promise.all(theirs.map(async (code) => [code, await authErrorMessage(env.ASSETS, ORIGIN, locale, code)])),
    );
    expect(answered).toEqual(Object.fromEntries(theirs.map((code) => [code, expected(locale, code)])));
    if (locale !== "en") expect(theirs.filter((code) => answered[code] === english[code])).toEqual([]);
  });

  it("leaves a code the SPA does not know to better-auth's message", async () => {
    expect(await authErrorMessage(env.ASSETS, ORIGIN, "fr", "SOME_FUTURE_CODE")).toBeUndefined();
    expect(await authErrorMessage(env.ASSETS, ORIGIN, "fr", "constructor")).toBeUndefined();
  });
});

interface Scene {
  owner: string;
  admin: string;
  plain: string;
  stranger: string;
  organizationId: string;
  /** An organization of the owner's with 100 pending invitations and its one team. */
  fullId: string;
  fullTeamId: string;
  adminMemberId: string;
  plainUserId: string;
  strangerUserId: string;
  teamId: string;
  invitationId: string;
  invitedEmail: string;
}

/** A refusal: who asks, what, and the code it is answered with. */
type Refusal = [code: string, status: number, ask: (scene: Scene) => { cookie: string; path: string; json?: unknown }];

const post = (cookie: string, path: string, json: unknown) => ({ cookie, path, json });
const get = (cookie: string, path: string, query: Record<string, string>) => ({
  cookie,
  path: `${path}?${new URLSearchParams(query)}`,
});

const REFUSALS: Refusal[] = [
  [
    "YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_ORGANIZATION",
    403,
    (s) => post(s.plain, "update", { organizationId: s.organizationId, data: { name: "Renamed" } }),
  ],
  [
    "YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_ORGANIZATION",
    403,
    (s) => post(s.admin, "delete", { organizationId: s.organizationId }),
  ],
  [
    "YOU_ARE_NOT_ALLOWED_TO_INVITE_USERS_TO_THIS_ORGANIZATION",
    403,
    (s) =>
      post(s.plain, "invite-member", { organizationId: s.organizationId, email: uniqueEmail("no"), role: "member" }),
  ],
  [
    "YOU_ARE_NOT_ALLOWED_TO_INVITE_USER_WITH_THIS_ROLE",
    403,
    (s) =>
      post(s.admin, "invite-member", { organizationId: s.organizationId, email: uniqueEmail("no"), role: "owner" }),
  ],
  [
    "YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER",
    403,
    (s) =>
      post(s.plain, "update-member-role", {
        organizationId: s.organizationId,
        memberId: s.adminMemberId,
        role: "member",
      }),
  ],
  [
    "YOU_ARE_NOT_ALLOWED_TO_CANCEL_THIS_INVITATION",
    403,
    (s) => post(s.plain, "cancel-invitation", { invitationId: s.invitationId }),
  ],
  [
    "YOU_ARE_NOT_ALLOWED_TO_CREATE_TEAMS_IN_THIS_ORGANIZATION",
    403,
    (s) => post(s.plain, "create-team", { organizationId: s.organizationId, name: "Third" }),
  ],
  [
    "YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_TEAM",
    403,
    (s) => post(s.plain, "update-team", { teamId: s.teamId, data: { name: "Renamed" } }),
  ],
  [
    "YOU_ARE_NOT_ALLOWED_TO_DELETE_TEAMS_IN_THIS_ORGANIZATION",
    403,
    (s) => post(s.plain, "remove-team", { organizationId: s.organizationId, teamId: s.teamId }),
  ],
  [
    "YOU_ARE_NOT_ALLOWED_TO_LIST_INVITATIONS",
    403,
    (s) => get(s.plain, "list-invitations", { organizationId: s.organizationId }),
  ],
  [
    "YOU_ARE_NOT_ALLOWED_TO_CREATE_A_NEW_TEAM_MEMBER",
    403,
    (s) =>
      post(s.plain, "add-team-member", { organizationId: s.organizationId, teamId: s.teamId, userId: s.plainUserId }),
  ],
  [
    "YOU_ARE_NOT_ALLOWED_TO_REMOVE_A_TEAM_MEMBER",
    403,
    (s) =>
      post(s.plain, "remove-team-member", {
        organizationId: s.organizationId,
        teamId: s.teamId,
        userId: s.plainUserId,
      }),
  ],
  [
    "YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_MEMBER",
    403,
    (s) => post(s.plain, "remove-member", { organizationId: s.organizationId, memberIdOrEmail: s.adminMemberId }),
  ],
  [
    "USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION",
    400,
    (s) => post(s.owner, "invite-member", { organizationId: s.organizationId, email: s.invitedEmail, role: "member" }),
  ],
  ["USER_IS_NOT_A_MEMBER_OF_THE_TEAM", 403, (s) => get(s.plain, "list-team-members", { teamId: s.teamId })],
  ["NO_ACTIVE_ORGANIZATION", 400, (s) => get(s.stranger, "list-members", {})],
  [
    "YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION",
    403,
    (s) => get(s.plain, "get-active-member-role", { organizationId: s.organizationId, userId: s.strangerUserId }),
  ],
  [
    "INVITATION_LIMIT_REACHED",
    403,
    (s) => post(s.owner, "invite-member", { organizationId: s.fullId, email: uniqueEmail("101st"), role: "member" }),
  ],
  [
    "UNABLE_TO_REMOVE_LAST_TEAM",
    400,
    (s) => post(s.owner, "remove-team", { organizationId: s.fullId, teamId: s.fullTeamId }),
  ],
];

describe("organization refusals over HTTP", () => {
  let scene: Scene;

  beforeAll(async () => {
    const { owner, organizationId } = await ownOrganization("languages");
    const adminMember = await member(owner, organizationId, "admin");
    const plain = await member(owner, organizationId, "member");
    const { invitationId } = await invitation(owner, organizationId);
    const created = await call("/api/auth/organization/create-team", {
      cookie: owner,
      json: { organizationId, name: "Second" },
    });
    expect(created.status).toBe(200);
    const invitedEmail = uniqueEmail("invited-once");
    const invited = await call("/api/auth/organization/invite-member", {
      cookie: owner,
      json: { organizationId, email: invitedEmail, role: "member" },
    });
    expect(invited.status).toBe(200);
    const stranger = await signIn(uniqueEmail("stranger"));

    const full = await call("/api/auth/organization/create", {
      cookie: owner,
      json: { name: "Full", slug: `full-${crypto.randomUUID().slice(0, 8)}` },
    });
    const { id: fullId } = (await full.json()) as { id: string };
    const ownerUserId = (await sessionUser(owner))?.id ?? "";
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 100)
       INSERT INTO invitation (id, organization_id, email, role, status, expires_at, created_at, inviter_id)
       SELECT ?1 || i, ?1, 'guest-' || i || '-' || ?1 || '@example.com', 'member', 'pending', ?2, ?3, ?4 FROM n`,
    )
      .bind(fullId, Date.now() + 3_600_000, Date.now(), ownerUserId)
      .run();
    const fullTeam = await env.DB.prepare("SELECT id FROM team WHERE organization_id = ?1")
      .bind(fullId)
      .first<{ id: string }>();

    scene = {
      owner,
      admin: adminMember.cookie,
      plain: plain.cookie,
      stranger,
      organizationId,
      fullId,
      fullTeamId: fullTeam?.id ?? "",
      adminMemberId: adminMember.id,
      plainUserId: (await sessionUser(plain.cookie))?.id ?? "",
      strangerUserId: (await sessionUser(stranger))?.id ?? "",
      teamId: ((await created.json()) as { id: string }).id,
      invitationId,
      invitedEmail,
    };
  });

  for (const [code, status, ask] of REFUSALS) {
    it.each(["fr", "ar", "sw"] as const)(`${code} reads in %s as the catalog says, not in English`, async (locale) => {
      const { cookie, path, json } = ask(scene);
      const response = await call(`/api/auth/organization/${path}`, {
        cookie,
        headers: { "accept-language": locale },
        ...(json === undefined ? {} : { json }),
      });
      const body = (await response.json()) as { code: string; message: string };
      expect({ status: response.status, ...body }).toEqual({ status, code, message: expected(locale, code) });
      expect(body.message).not.toBe(english[code]);
    });
  }
});
