import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { unzipSync } from "fflate";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { EXPORT_MAX_RETRIES, type ExportJob } from "../../worker/exports/export-job";
import { EXPORT_KEEP_MS, EXPORT_QUOTA } from "../../worker/exports/export-policy";
import worker from "../../worker/index";
import wranglerToml from "../../wrangler.toml?raw";
import { countRows, outbox, signIn } from "../support/auth";
import { bookInput, insertGenres, newBook } from "../support/books";
import { captureConsole } from "../support/console";
import { pngOf, sha256, upload } from "../support/files";
import { ownOrganization } from "../support/organizations";
import { runCleanUp } from "../support/scheduled";
import { bindingsWith } from "../support/security-input";
import { createUser, impersonate, userIdOf, userInput } from "../support/users";
import { type CallOptions, call, uniqueEmail } from "../support/worker";

/**
 * "Download my data" (docs/account-data.md, decision 0051): the request, the queue's job, the
 * copy in R2, the email, the one-use link, its expiry, the account's deletion, the demo and
 * the daily limit, each checked as the person meets it: statuses, bodies, emails, rows, R2.
 */
const EXPORTS = "/api/account/exports";

let admin = "";

beforeAll(async () => {
  await insertGenres();
  admin = await signIn("admin@example.com");
});

function askForExport(cookie: string, options: CallOptions = {}) {
  return call(EXPORTS, { method: "POST", cookie, ...options });
}

/** The newest export link mailed to an address after `since`, once the queue's job has sent it. */
async function exportEmail(email: string, since: number) {
  const until = Date.now() + 12_000;
  for (;;) {
    const found = (await outbox(email)).find(
      (sent) => sent.link?.includes("/files/exports/") && Date.parse(sent.sentAt) >= since,
    );
    if (found?.link) return { ...found, link: found.link, path: new URL(found.link).pathname };
    if (Date.now() > until) throw new Error(`No export link was mailed to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Asks, then waits for the email: the path of the link in it. */
async function exportPath(cookie: string, email: string): Promise<string> {
  const since = Date.now();
  expect((await askForExport(cookie)).status).toBe(202);
  return (await exportEmail(email, since)).path;
}

const download = (path: string, cookie?: string, method = "GET") =>
  call(path, { method, ...(cookie ? { cookie } : {}) });

async function exportRows(userId: string) {
  const { results } = await env.DB.prepare(
    "SELECT id, status, format, object_key, downloaded_at, expires_at FROM account_export WHERE user_id = ?1",
  )
    .bind(userId)
    .all<{
      id: string;
      status: string;
      format: string | null;
      object_key: string;
      downloaded_at: number | null;
      expires_at: number;
    }>();
  return results;
}

/** A new person with an account and a session, who has no files. */
async function someone(label: string) {
  const email = uniqueEmail(label);
  const cookie = await signIn(email);
  return { email, cookie, id: await userIdOf(email) };
}

describe("download my data", () => {
  it("gathers every category into a ZIP with the person's files, emailed in their language, recorded in the audit trail", async () => {
    // Ada adds books (an administrator), uploads a picture and a cover, owns an organization,
    // invites someone, and is invited by someone else.
    const ada = userInput({ email: uniqueEmail("ada"), role: "admin", name: "Ada Lovelace" });
    await createUser(admin, ada);
    await signIn(ada.email);
    const cookie = `${await signIn(ada.email)}; lang=fr`;
    const adaId = await userIdOf(ada.email);
    const avatar = pngOf(40, 40, 120);
    const cover = pngOf(41, 41, 120);
    expect((await upload("avatars", avatar, { cookie })).status).toBeLessThan(300);
    expect((await upload("covers", cover, { cookie })).status).toBeLessThan(300);
    const book = await newBook(cookie, bookInput({ cover: `/files/covers/${await sha256(cover)}` }));
    await newBook(admin, bookInput());
    const organization = await call("/api/auth/organization/create", {
      cookie,
      json: { name: "Analytical Engines", slug: `engines-${crypto.randomUUID().slice(0, 8)}` },
    });
    expect(organization.status).toBe(200);
    const sent = await call("/api/auth/organization/invite-member", {
      cookie,
      json: {
        organizationId: ((await organization.json()) as { id: string }).id,
        email: uniqueEmail("guest"),
        role: "member",
      },
    });
    expect(sent.status).toBe(200);
    const made = await call("/api/account/api-keys", {
      cookie,
      json: { name: "Ada's script", expiresInDays: 90, permissions: { book: ["read"] } },
    });
    const { key: apiKey } = (await made.json()) as { key: string };
    const received = await ownOrganization("inviter-of-ada");
    expect(
      (
        await call("/api/auth/organization/invite-member", {
          cookie: received.owner,
          json: { organizationId: received.organizationId, email: ada.email, role: "member" },
        })
      ).status,
    ).toBe(200);

    const since = Date.now();
    const asked = await askForExport(cookie);
    expect(asked.status).toBe(202);
    expect(await asked.json()).toMatchObject({ status: "pending", id: expect.any(String) });
    const email = await exportEmail(ada.email, since);
    expect(email.subject).toBe("Vos données sont prêtes à être téléchargées");
    // French puts a no-break space before its colon.
    expect(email.text).toContain("Télécharger mes données\u00a0: http");
    expect(email.html).toContain('lang="fr"');
    expect(email.path).toMatch(new RegExp(`^/files/exports/${adaId}/[0-9a-f]{64}$`));

    const [row] = await exportRows(adaId);
    expect(row).toMatchObject({ status: "ready", format: "zip", downloaded_at: null });
    expect((await env.FILES.head(row?.object_key ?? ""))?.size).toBeGreaterThan(0);

    const response = await download(email.path, cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const zip = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const data = JSON.parse(new TextDecoder().decode(zip["export.json"]));
    expect(data.profile).toMatchObject({ id: adaId, email: ada.email, name: "Ada Lovelace", role: "admin" });
    expect(data.sessions).toHaveLength(2);
    expect(data.passkeys).toEqual([]);
    // Keys as their lists show them: the start, never the key.
    expect(data.apiKeys).toEqual([
      expect.objectContaining({ name: "Ada's script", start: apiKey.slice(0, 14), permissions: { book: ["read"] } }),
    ]);
    expect(JSON.stringify(data)).not.toContain(apiKey);
    expect(data.signInMethods.length).toBeGreaterThanOrEqual(0);
    expect(data.memberships).toEqual([expect.objectContaining({ organization: "Analytical Engines", role: "owner" })]);
    expect(data.invitationsSent).toEqual([expect.objectContaining({ organization: "Analytical Engines" })]);
    expect(data.invitationsReceived).toEqual([
      expect.objectContaining({ organization: "inviter-of-ada", role: "member", status: "pending" }),
    ]);
    expect(data.booksCreated).toEqual([expect.objectContaining({ id: book.id, title: book.title })]);
    expect(data.events.map((event: { action: string }) => event.action)).toEqual(
      expect.arrayContaining(["user.create", "sign_in", "file.upload", "export.request"]),
    );
    expect(data.files.map((file: { kind: string }) => file.kind).sort()).toEqual(["avatar", "cover"]);
    const names = Object.keys(zip).sort();
    expect(names).toEqual([
      "export.json",
      expect.stringMatching(/^files\/avatar-/),
      expect.stringMatching(/^files\/cover-/),
    ]);
    expect(zip[names[1] ?? ""]).toEqual(avatar);
    // No secret leaves: no session token, no provider token.
    const text = new TextDecoder().decode(zip["export.json"]);
    const tokens = await env.DB.prepare("SELECT token FROM session WHERE user_id = ?1")
      .bind(adaId)
      .all<{ token: string }>();
    for (const { token } of tokens.results) expect(text).not.toContain(token);
    expect(text).not.toMatch(/accessToken|refreshToken|backupCodes|publicKey/);

    const events = await env.DB.prepare(
      "SELECT action, actor_id, target_id FROM audit_event WHERE action LIKE 'export.%' AND target_id = ?1 ORDER BY id",
    )
      .bind(adaId)
      .all();
    expect(events.results).toEqual([
      { action: "export.request", actor_id: adaId, target_id: adaId },
      { action: "export.download", actor_id: adaId, target_id: adaId },
    ]);
  }, 60_000);

  it("without files: one JSON file", async () => {
    const bob = await someone("bob");
    const path = await exportPath(bob.cookie, bob.email);
    const response = await download(path, bob.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    const data = (await response.json()) as { profile: { email: string }; files: unknown[]; booksCreated: unknown[] };
    expect(data.profile.email).toBe(bob.email);
    expect(data.files).toEqual([]);
    expect(data.booksCreated).toEqual([]);
    expect((await exportRows(bob.id))[0]?.format).toBe("json");
  }, 30_000);

  it("opened in a browser not signed in as its owner, the link says what to do, in the person's language, and stays usable", async () => {
    const owner = await someone("elsewhere");
    const path = await exportPath(owner.cookie, owner.email);
    for (const cookie of [undefined, (await someone("stranger")).cookie]) {
      const page = await call(path, {
        cookie,
        headers: { "sec-fetch-dest": "document", accept: "text/html", "accept-language": "fr" },
      });
      expect(page.status).toBe(404);
      expect(page.headers.get("content-type")).toMatch(/^text\/html/);
      const html = await page.text();
      expect(html).toContain('<html lang="fr"');
      expect(html).toContain("puis ouvrez à nouveau le lien");
      expect(html).toContain('href="/login"');
    }
    expect((await download(path, owner.cookie)).status).toBe(200);
  }, 30_000);

  it("what an administrator did acting as the person is in the copy as theirs, not the person's, without their network", async () => {
    const owner = await someone("acted-for");
    const actingAsOwner = await impersonate(admin, owner.id);
    expect((await upload("avatars", pngOf(7, 7), { cookie: actingAsOwner })).status).toBeLessThan(300);
    const response = await download(await exportPath(owner.cookie, owner.email), owner.cookie);
    const zip = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const { events } = JSON.parse(new TextDecoder().decode(zip["export.json"])) as {
      events: Array<{ action: string; byMe: boolean; actingAdministrator: string | null; ip: string | null }>;
    };
    const uploaded = events.find((event) => event.action === "file.upload");
    expect(uploaded).toMatchObject({ byMe: false, actingAdministrator: expect.any(String), ip: null, browser: null });
    // What the person did themselves keeps where it came from.
    expect(events.find((event) => event.action === "export.request")).toMatchObject({
      byMe: true,
      actingAdministrator: null,
    });
  }, 30_000);

  it("an administrator acting as someone may not ask for their copy: 403, nothing queued, none of their asks spent", async () => {
    const owner = await someone("impersonated");
    const actingAsOwner = await impersonate(admin, owner.id);
    const refused = await call(EXPORTS, {
      method: "POST",
      cookie: actingAsOwner,
      headers: { "accept-language": "fr" },
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: "IMPERSONATION_REFUSED" });
    expect(await exportRows(owner.id)).toEqual([]);
    expect(
      await env.DB.prepare("SELECT count(*) AS n FROM quota WHERE key LIKE ?1")
        .bind(`export:${owner.id}%`)
        .first<number>("n"),
    ).toBe(0);
  });

  it("the link works once, and only for its owner signed in as themselves: anyone else, signed out, an administrator acting as them or a second use gets 404", async () => {
    const owner = await someone("owner");
    const other = await someone("other");
    const path = await exportPath(owner.cookie, owner.email);
    const token = path.split("/").at(-1);

    const actingAsOwner = await impersonate(admin, owner.id);
    for (const [who, response] of [
      ["signed out", await download(path)],
      ["an administrator acting as the owner", await download(path, actingAsOwner)],
      ["another person", await download(path, other.cookie)],
      ["another person, under their own id", await download(`/files/exports/${other.id}/${token}`, other.cookie)],
      ["a wrong token", await download(`/files/exports/${owner.id}/${"0".repeat(64)}`, owner.cookie)],
    ] as const) {
      expect({ who, status: response.status }).toEqual({ who, status: 404 });
      expect(await response.json()).toMatchObject({ code: "NOT_FOUND" });
    }
    // Not a token at all: the address is refused as such.
    const malformed = await download(`/files/exports/${owner.id}/${"z".repeat(64)}`, owner.cookie);
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ code: "VALIDATION_ERROR" });
    expect((await exportRows(owner.id))[0]?.downloaded_at).toBeNull();

    // HEAD says it works, without spending it.
    expect((await download(path, owner.cookie, "HEAD")).status).toBe(200);
    expect((await download(path, owner.cookie)).status).toBe(200);
    const again = await download(path, owner.cookie);
    expect(again.status).toBe(404);
    expect((await download(path, owner.cookie, "HEAD")).status).toBe(404);
    // Downloaded, it is kept an hour more for the clean-up, not 24.
    const [row] = await exportRows(owner.id);
    expect(row?.downloaded_at).not.toBeNull();
    expect((row?.expires_at ?? 0) - (row?.downloaded_at ?? 0)).toBeLessThanOrEqual(60 * 60 * 1000);
    expect(await countRows("audit_event", "action = 'export.download' AND target_id = ?", owner.id)).toBe(1);
  }, 30_000);

  it("two downloads at once: exactly one gets the file", async () => {
    const racer = await someone("racer");
    const path = await exportPath(racer.cookie, racer.email);
    const statuses = await Promise.all(Array.from({ length: 5 }, () => download(path, racer.cookie))).then(
      (responses) => responses.map((response) => response.status),
    );
    expect(statuses.sort()).toEqual([200, 404, 404, 404, 404]);
    expect(await countRows("audit_event", "action = 'export.download' AND target_id = ?", racer.id)).toBe(1);
  }, 30_000);

  it("after 24 hours the link answers 404, and the scheduled clean-up removes the row and the file", async () => {
    const late = await someone("late");
    const path = await exportPath(late.cookie, late.email);
    const [row] = await exportRows(late.id);
    // A day later, as the row and the clock see it.
    await env.DB.prepare("UPDATE account_export SET expires_at = ?2 WHERE id = ?1")
      .bind(row?.id, Date.now() - 1)
      .run();
    expect((await download(path, late.cookie)).status).toBe(404);
    expect(await env.FILES.head(row?.object_key ?? "")).not.toBeNull();
    await runCleanUp(Date.now());
    expect(await exportRows(late.id)).toEqual([]);
    expect(await env.FILES.head(row?.object_key ?? "")).toBeNull();
    // Ready copies are kept EXPORT_KEEP_MS from when they were ready.
    expect(EXPORT_KEEP_MS).toBe(24 * 60 * 60 * 1000);
  }, 30_000);

  it("deleting the account removes its exports, row and file", async () => {
    const leaving = await someone("leaving");
    const path = await exportPath(leaving.cookie, leaving.email);
    const [row] = await exportRows(leaving.id);
    expect(await env.FILES.head(row?.object_key ?? "")).not.toBeNull();
    expect((await call("/api/auth/delete-user", { cookie: leaving.cookie, json: {} })).status).toBe(200);
    expect(await countRows("account_export", "user_id = ?", leaving.id)).toBe(0);
    expect(await env.FILES.head(row?.object_key ?? "")).toBeNull();
    expect((await download(path, leaving.cookie)).status).toBe(404);
  }, 30_000);

  it("at most 3 a day: the 4th is 429 with Retry-After, in the person's language, and queues nothing", async () => {
    const eager = await someone("eager");
    const max = EXPORT_QUOTA[0]?.max ?? 0;
    expect(max).toBe(3);
    for (let ask = 0; ask < max; ask++) expect((await askForExport(eager.cookie)).status).toBe(202);
    const refused = await askForExport(`${eager.cookie}; lang=fr`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(23 * 60 * 60);
    expect(await refused.json()).toEqual({
      code: "EXPORT_LIMIT_REACHED",
      message:
        "Vous avez demandé une copie de vos données aussi souvent qu’une journée le permet. Réessayez plus tard.",
    });
    expect(await countRows("account_export", "user_id = ?", eager.id)).toBe(max);
    expect(await countRows("audit_event", "action = 'export.request' AND target_id = ?", eager.id)).toBe(max);
  }, 60_000);

  it("signed out: 401, and the read-only demo refuses it with nothing written", async () => {
    expect((await call(EXPORTS, { method: "POST" })).status).toBe(401);
    const person = await someone("demo");
    const refused = await askForExport(person.cookie, { env: { DEMO_MODE: "true" } });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: "DEMO_MODE" });
    expect(await countRows("account_export", "user_id = ?", person.id)).toBe(0);
  });

  it("a job that fails is retried, as many times as wrangler.toml says, and leaves the row pending and no email", async () => {
    expect(wranglerToml.match(/queue = "edgestart-exports"\n(?:.*\n)*?max_retries = (\d+)/)?.[1]).toBe(
      String(EXPORT_MAX_RETRIES),
    );
    expect(wranglerToml).toContain('dead_letter_queue = "edgestart-exports-failed"');
    const unlucky = await someone("unlucky");
    await env.DB.prepare(
      `INSERT INTO account_export (id, user_id, locale, status, object_key, requested_at, expires_at)
       VALUES ('unlucky-export', ?1, 'en', 'pending', ?2, ?3, ?4)`,
    )
      .bind(unlucky.id, `exports/${unlucky.id}/unlucky-export`, Date.now(), Date.now() + EXPORT_KEEP_MS)
      .run();
    const failing = {
      put: () => Promise.reject(new Error("R2 unavailable (injected fault)")),
      get: (key: string) => env.FILES.get(key),
    } as unknown as R2Bucket;
    const logs = captureConsole();
    const id = crypto.randomUUID();
    const batch = createMessageBatch<ExportJob>("edgestart-exports", [
      { id, timestamp: new Date(), attempts: EXPORT_MAX_RETRIES + 1, body: { exportId: "unlucky-export" } },
    ]);
    const ctx = createExecutionContext();
    await (worker as ExportedHandler<Cloudflare.Env>).queue?.(batch, bindingsWith({ FILES: failing }), ctx);
    const result = await getQueueResult(batch, ctx);
    vi.restoreAllMocks();
    expect(result.retryMessages.map((message) => message.msgId)).toEqual([id]);
    expect(logs.filter((line) => line.includes('"export.failed"'))).toHaveLength(1);
    expect((await exportRows(unlucky.id))[0]?.status).toBe("pending");
    expect((await outbox(unlucky.email)).filter((sent) => sent.link?.includes("/files/exports/"))).toEqual([]);
  });

  it("a job for an account deleted meanwhile stores nothing and sends nothing", async () => {
    const gone = await someone("gone");
    await env.DB.prepare(
      `INSERT INTO account_export (id, user_id, locale, status, object_key, requested_at, expires_at)
       VALUES ('gone-export', ?1, 'en', 'pending', ?2, ?3, ?4)`,
    )
      .bind(gone.id, `exports/${gone.id}/gone-export`, Date.now(), Date.now() + EXPORT_KEEP_MS)
      .run();
    await env.DB.prepare("DELETE FROM user WHERE id = ?1").bind(gone.id).run();
    const { runExport } = await import("../../worker/exports/export-job");
    await runExport(env, "gone-export");
    expect(await env.FILES.head(`exports/${gone.id}/gone-export`)).toBeNull();
    expect((await outbox(gone.email)).filter((sent) => sent.link?.includes("/files/exports/"))).toEqual([]);
  });
});
