import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { API_KEYS_PER_PERSON, type ApiKeyInput } from "../../worker/api-keys/api-keys.schemas";
import { d1TimingOf } from "../../worker/lib/server-timing";
import { api, bodyOf, errorOf } from "../support/api";
import { countRows, signIn } from "../support/auth";
import { insertGenres, newBook } from "../support/books";
import { ageSessions, createUser, impersonate, userIdOf } from "../support/users";
import { type CallOptions, call, uniqueEmail } from "../support/worker";

const READ_BOOKS: ApiKeyInput = { name: "Reader", expiresInDays: 30, permissions: { book: ["read"] } };

/** A new key of the person whose cookie this is: the whole answer, the key included. */
async function makeKey(cookie: string, input: ApiKeyInput = READ_BOOKS, options: Omit<CallOptions, "cookie"> = {}) {
  return bodyOf(await api({ ...options, cookie }).account["api-keys"].$post({ json: input }), 201);
}

const bearer = (key: string, options: Omit<CallOptions, "headers"> = {}) =>
  api({ ...options, headers: { authorization: `Bearer ${key}` } });

const auditCount = (action: string, targetId: string) =>
  countRows("audit_event", "action = ? AND target_id = ?", action, targetId);

let admin = "";
let adminId = "";

beforeAll(async () => {
  await insertGenres();
  admin = await signIn("admin@example.com");
  adminId = await userIdOf("admin@example.com");
});

describe("an API key", () => {
  it("with book:read reads the books and cannot write them, nor reach a route no key reaches", async () => {
    const email = uniqueEmail("reader");
    const { key, start, permissions } = await makeKey(await signIn(email));
    expect(key).toMatch(/^edgestart_[0-9A-Za-z]{36}$/);
    expect(key.startsWith(start)).toBe(true);
    expect(permissions).toEqual({ book: ["read"] });
    await newBook(admin);

    const books = await bodyOf(await bearer(key).books.$get({ query: {} }), 200);
    expect(books.items.length).toBeGreaterThan(0);
    // Without a browser: no Origin, as a program sends.
    const write = await bearer(key, { origin: null }).books.$post({
      json: { title: "By a key", author: "Nobody", genreId: books.items[0]?.genre.id ?? "" },
    });
    expect(write.status).toBe(403);
    expect((await errorOf(write)).code).toBe("FORBIDDEN");
    expect(await countRows("book", "title = 'By a key'")).toBe(0);
    // The person's own account and sessions are the person's: a key is no session there.
    const sessions = await bearer(key).account.sessions.$get();
    expect(sessions.status).toBe(401);
  });

  it("is kept only as a hash, and its list shows its start, never the key", async () => {
    const cookie = await signIn(uniqueEmail("hashed"));
    const made = await makeKey(cookie);
    const row = await env.DB.prepare("SELECT * FROM api_key WHERE id = ?")
      .bind(made.id)
      .first<Record<string, unknown>>();
    expect(Object.values(row ?? {}).some((value) => String(value).includes(made.key.slice(10)))).toBe(false);
    expect(row?.key_hash).toMatch(/^[0-9a-f]{64}$/);
    const list = await bodyOf(await api({ cookie }).account["api-keys"].$get(), 200);
    expect(list).toEqual([{ ...made, key: undefined }].map(({ key: _, ...rest }) => rest));
    expect(JSON.stringify(list)).not.toContain(made.key);
  });

  it("never does more than its person holds now: an administrator's key loses admin rights with the role", async () => {
    const email = uniqueEmail("demoted");
    const person = await createUser(admin, { email, name: "Soon demoted", role: "admin" });
    const cookie = await signIn(email);
    const { key } = await makeKey(cookie, {
      name: "Admin tasks",
      expiresInDays: 90,
      permissions: { user: ["list"], book: ["read", "create"] },
    });
    expect((await bearer(key).users.$get({ query: {} })).status).toBe(200);

    await bodyOf(
      await api({ cookie: admin }).users[":id"].$put({
        param: { id: person.id },
        json: { email, name: "Soon demoted", role: "user" },
      }),
      200,
    );
    const list = await bearer(key).users.$get({ query: {} });
    expect(list.status).toBe(403);
    // What the key was given and the person still holds: a user reads books.
    expect((await bearer(key).books.$get({ query: {} })).status).toBe(200);
    const genre = (await env.DB.prepare("SELECT id FROM genre LIMIT 1").first<{ id: string }>())?.id ?? "";
    const write = await bearer(key, { origin: null }).books.$post({
      json: { title: "Demoted", author: "A", genreId: genre },
    });
    expect(write.status).toBe(403);
  });

  it("cannot be given a permission its person does not hold, nor none", async () => {
    const cookie = await signIn(uniqueEmail("greedy"));
    const me = await userIdOf(
      (await env.DB.prepare("SELECT email FROM user ORDER BY created_at DESC LIMIT 1").first<{ email: string }>())
        ?.email ?? "",
    );
    for (const permissions of [
      { book: ["read", "create"] },
      { audit: ["read"] },
      {},
      { book: [] },
    ] as ApiKeyInput["permissions"][]) {
      const answer = await api({ cookie }).account["api-keys"].$post({ json: { ...READ_BOOKS, permissions } });
      expect(answer.status, JSON.stringify(permissions)).toBe(400);
      expect((await errorOf(answer)).issues?.[0]?.path).toBe("permissions");
    }
    // Permissions no key may hold, whoever asks: each would let the key become more than itself
    // (make an account or move an address, then sign in there; act as someone; end sessions).
    for (const permissions of [
      { user: ["impersonate"] },
      { user: ["create"] },
      { user: ["update", "set-role"] },
      { session: ["list"] },
      { session: ["revoke"] },
      { account: ["update"] },
    ]) {
      const refused = await api({ cookie: admin }).account["api-keys"].$post({
        json: { ...READ_BOOKS, permissions: permissions as never },
      });
      expect(refused.status, JSON.stringify(permissions)).toBe(400);
    }
    expect(await countRows("api_key", "user_id IN (?, ?)", me, adminId)).toBe(0);
  });

  it("expires after 30, 90 or 365 days; never only where the deployment allows it", async () => {
    const cookie = await signIn(uniqueEmail("expiry"));
    const made = await makeKey(cookie, { ...READ_BOOKS, expiresInDays: 365 });
    const days = (Date.parse(made.expiresAt ?? "") - Date.parse(made.createdAt)) / 86_400_000;
    expect(days).toBe(365);
    const never = await api({ cookie }).account["api-keys"].$post({ json: { ...READ_BOOKS, expiresInDays: null } });
    expect(never.status).toBe(400);
    expect((await errorOf(never)).issues?.[0]?.path).toBe("expiresInDays");
    const odd = await call("/api/account/api-keys", { cookie, json: { ...READ_BOOKS, expiresInDays: 7 } });
    expect(odd.status).toBe(400);
    const allowed = await makeKey(
      cookie,
      { ...READ_BOOKS, expiresInDays: null },
      { env: { API_KEYS_NEVER_EXPIRE: "true" } },
    );
    expect(allowed.expiresAt).toBeNull();
  });

  it("needs a recent sign-in of the person, not an administrator acting as them, to be made or revoked", async () => {
    const email = uniqueEmail("stale");
    const cookie = await signIn(email);
    const id = await userIdOf(email);
    const made = await makeKey(cookie);
    await ageSessions(id, 11);
    const stale = await api({ cookie }).account["api-keys"].$post({ json: READ_BOOKS });
    expect((await errorOf(stale)).code).toBe("SESSION_EXPIRED");
    const staleRevoke = await api({ cookie }).account["api-keys"][":id"].$delete({ param: { id: made.id } });
    expect((await errorOf(staleRevoke)).code).toBe("SESSION_EXPIRED");

    const actingAs = await impersonate(admin, id);
    const acted = await api({ cookie: actingAs }).account["api-keys"].$post({ json: READ_BOOKS });
    expect(acted.status).toBe(403);
    expect((await errorOf(acted)).code).toBe("IMPERSONATION_REFUSED");
    expect(await countRows("api_key", "user_id = ?", id)).toBe(1);
  });

  it("an administrator's own keys and address are theirs to change only as the account screen does (outside attack)", async () => {
    const email = uniqueEmail("stale-admin");
    const person = await createUser(admin, { email, name: "Stale Admin", role: "admin" });
    const cookie = await signIn(email);
    const made = await makeKey(cookie);
    await ageSessions(person.id, 11);
    const revoked = await api({ cookie }).users[":id"]["api-keys"][":keyId"].$delete({
      param: { id: person.id, keyId: made.id },
    });
    expect((await errorOf(revoked)).code).toBe("SESSION_EXPIRED");
    const moved = await api({ cookie }).users[":id"].$put({
      param: { id: person.id },
      json: { email: uniqueEmail("elsewhere"), name: "Stale Admin", role: "admin" },
    });
    expect(moved.status).toBe(403);
    expect((await errorOf(moved)).code).toBe("YOU_CANNOT_CHANGE_YOUR_OWN_EMAIL");
    // Their name is theirs to change there; another administrator's address is an administrator's.
    expect(
      (
        await api({ cookie }).users[":id"].$put({
          param: { id: person.id },
          json: { email, name: "Renamed", role: "admin" },
        })
      ).status,
    ).toBe(200);
    expect(await countRows("user", "id = ? AND email = ?", person.id, email)).toBe(1);
    expect(await countRows("api_key", "id = ?", made.id)).toBe(1);
  });

  it("is refused with 401 at once once revoked, expired, or its person banned or deleted", async () => {
    const email = uniqueEmail("ends");
    const cookie = await signIn(email);
    const id = await userIdOf(email);
    const [revoked, expired, banned] = [await makeKey(cookie), await makeKey(cookie), await makeKey(cookie)];
    for (const { key } of [revoked, expired, banned])
      expect((await bearer(key).books.$get({ query: {} })).status).toBe(200);

    expect((await api({ cookie }).account["api-keys"][":id"].$delete({ param: { id: revoked.id } })).status).toBe(204);
    const afterRevoke = await bearer(revoked.key).books.$get({ query: {} });
    expect(afterRevoke.status).toBe(401);
    expect(afterRevoke.headers.get("www-authenticate")).toContain('error="invalid_token"');

    await env.DB.prepare("UPDATE api_key SET expires_at = ? WHERE id = ?")
      .bind(Date.now() - 1, expired.id)
      .run();
    expect((await bearer(expired.key).books.$get({ query: {} })).status).toBe(401);

    await bodyOf(await api({ cookie: admin }).users[":id"].ban.$post({ param: { id }, json: {} }), 200);
    expect((await bearer(banned.key).books.$get({ query: {} })).status).toBe(401);
    await api({ cookie: admin }).users[":id"].unban.$post({ param: { id } });
    expect((await bearer(banned.key).books.$get({ query: {} })).status).toBe(200);

    expect((await api({ cookie: admin }).users[":id"].$delete({ param: { id } })).status).toBe(204);
    expect((await bearer(banned.key).books.$get({ query: {} })).status).toBe(401);
    expect(await countRows("api_key", "user_id = ?", id)).toBe(0);
    // The deletion is `user.delete`; its keys going with it are no revocations.
    expect(await auditCount("api_key.revoke", id)).toBe(1);
  });

  it("refuses a malformed key or a wrong checksum without asking D1", async () => {
    const { key } = await makeKey(await signIn(uniqueEmail("checksum")));
    const last = key.at(-1) === "a" ? "b" : "a";
    for (const wrong of [`${key.slice(0, -1)}${last}`, "edgestart_short", "not-a-key", `${key}x`]) {
      const answer = await bearer(wrong, { env: { SERVER_TIMING: "on" } }).books.$get({ query: {} });
      expect(answer.status, wrong).toBe(401);
      expect(d1TimingOf(answer.headers.get("server-timing"))?.roundTrips, wrong).toBe(0);
    }
    // Another scheme than Bearer is no key, nor an empty one: the cookie speaks (a staging
    // deployment behind HTTP Basic authentication; the API reference's empty key field).
    const basic = await call("/api/books", { headers: { authorization: `Basic ${btoa("a:b")}` } });
    expect(basic.status).toBe(401);
    const cookie = await signIn(uniqueEmail("empty-bearer"));
    expect((await call("/api/books", { cookie, headers: { authorization: "Bearer " } })).status).toBe(200);
    expect((await call("/api/books", { cookie, headers: { authorization: `Basic ${btoa("a:b")}` } })).status).toBe(200);
    // A key with a cookie is the key: the person's session does not widen it.
    const withCookie = await call("/api/books", {
      cookie: admin,
      headers: { authorization: `Bearer ${key}` },
      method: "POST",
      json: { title: "Widened", author: "Nobody", genreId: "genre-classics" },
    });
    expect(withCookie.status).toBe(403);
  });

  it("changes nothing on better-auth's routes, which know no key", async () => {
    const email = uniqueEmail("auth-routes");
    const cookie = await signIn(email);
    const id = await userIdOf(email);
    const { key } = await makeKey(cookie);
    const headers = { authorization: `Bearer ${key}` };
    const session = await call("/api/auth/get-session", { headers });
    expect(await session.json()).toBeNull();
    for (const [path, json] of [
      ["/api/auth/update-user", { name: "Renamed by a key" }],
      ["/api/auth/delete-user", {}],
      ["/api/auth/email-otp/request-email-change", { newEmail: uniqueEmail("taken-over") }],
      ["/api/auth/revoke-sessions", {}],
      ["/api/auth/organization/create", { name: "By a key", slug: `by-a-key-${id.slice(0, 6)}` }],
      ["/api/auth/two-factor/enable", {}],
    ] as const) {
      const answer = await call(path, { headers, json, origin: null });
      expect(answer.status, path).toBe(401);
    }
    const person = await env.DB.prepare("SELECT name, email FROM user WHERE id = ?").bind(id).first();
    expect(person).toMatchObject({ email });
    expect(person?.name).not.toBe("Renamed by a key");
    expect(await countRows("session", "user_id = ?", id)).toBe(1);
    expect(await countRows("organization", "name = 'By a key'")).toBe(0);
  });

  it("never impersonates, even an administrator's key with every permission a key may hold", async () => {
    const { key } = await makeKey(admin, {
      name: "Everything",
      expiresInDays: 30,
      permissions: { user: ["list", "get", "ban", "delete"], book: ["read"], audit: ["read"] },
    });
    const someone = await createUser(admin);
    const impersonating = await countRows("session", "impersonated_by = ?", adminId);
    const answer = await bearer(key, { origin: null }).users[":id"].impersonate.$post({ param: { id: someone.id } });
    expect(answer.status).toBe(401);
    expect(await countRows("session", "impersonated_by = ?", adminId)).toBe(impersonating);
    expect((await bearer(key).users[":id"].$get({ param: { id: someone.id } })).status).toBe(200);
  });

  it("reads in the read-only demo and is refused its writes there", async () => {
    const { key } = await makeKey(admin, {
      name: "Demo",
      expiresInDays: 30,
      permissions: { book: ["read", "delete"] },
    });
    const book = await newBook(admin);
    const demo = { env: { DEMO_MODE: "true" }, origin: null } as const;
    expect((await bearer(key, demo).books.$get({ query: {} })).status).toBe(200);
    const remove = await bearer(key, demo).books[":id"].$delete({ param: { id: book.id } });
    expect((await errorOf(remove)).code).toBe("DEMO_MODE");
    expect(await countRows("book", "id = ?", book.id)).toBe(1);
  });

  it("is revoked once when revoked twice at once: one 204, one 404, one event", async () => {
    const email = uniqueEmail("twice");
    const cookie = await signIn(email);
    const { id } = await makeKey(cookie);
    const statuses = await Promise.all(
      [0, 1].map(async () => (await api({ cookie }).account["api-keys"][":id"].$delete({ param: { id } })).status),
    );
    expect(statuses.sort()).toEqual([204, 404]);
    expect(await auditCount("api_key.revoke", await userIdOf(email))).toBe(1);
  });

  it(`holds at most ${API_KEYS_PER_PERSON} a person, however many are asked for at once`, async () => {
    const email = uniqueEmail("many");
    const cookie = await signIn(email);
    const answers = await Promise.all(
      Array.from({ length: 24 }, () => api({ cookie }).account["api-keys"].$post({ json: READ_BOOKS })),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(API_KEYS_PER_PERSON);
    const refused = answers.find((answer) => answer.status === 403);
    expect(refused && (await errorOf(refused)).code).toBe("API_KEY_LIMIT_REACHED");
    expect(await countRows("api_key", "user_id = ?", await userIdOf(email))).toBe(API_KEYS_PER_PERSON);
  });

  it("is seen and revoked by administrators on the person's page, and by nobody else", async () => {
    const email = uniqueEmail("managed");
    const cookie = await signIn(email);
    const id = await userIdOf(email);
    const { id: keyId, key } = await makeKey(cookie);
    const listed = await bodyOf(await api({ cookie: admin }).users[":id"]["api-keys"].$get({ param: { id } }), 200);
    expect(listed.map((listedKey) => listedKey.id)).toEqual([keyId]);

    const other = await signIn(uniqueEmail("nosy"));
    expect((await api({ cookie: other }).users[":id"]["api-keys"].$get({ param: { id } })).status).toBe(403);
    expect((await api({ cookie: other }).account["api-keys"][":id"].$delete({ param: { id: keyId } })).status).toBe(
      404,
    );

    const revoked = await api({ cookie: admin }).users[":id"]["api-keys"][":keyId"].$delete({ param: { id, keyId } });
    expect(revoked.status).toBe(204);
    expect((await bearer(key).books.$get({ query: {} })).status).toBe(401);
    const event = await env.DB.prepare(
      "SELECT actor_id, details FROM audit_event WHERE action = 'api_key.revoke' AND target_id = ?",
    )
      .bind(id)
      .first<{ actor_id: string; details: string }>();
    expect(event?.actor_id).toBe(adminId);
  });

  it("is in the audit trail when made, and when used from a network it was not used from, once however many at once", async () => {
    const email = uniqueEmail("audited");
    const cookie = await signIn(email);
    const id = await userIdOf(email);
    const { key, start } = await makeKey(cookie);
    const created = await env.DB.prepare(
      "SELECT actor_id, details FROM audit_event WHERE action = 'api_key.create' AND target_id = ?",
    )
      .bind(id)
      .first<{ actor_id: string; details: string }>();
    expect(created?.actor_id).toBe(id);
    expect(JSON.parse(created?.details ?? "{}")).toMatchObject({ key: start, permissions: "book:read" });
    expect(created?.details).not.toContain(key.slice(start.length));

    await Promise.all(Array.from({ length: 5 }, () => bearer(key, { ip: "203.0.113.7" }).books.$get({ query: {} })));
    await bearer(key, { ip: "203.0.113.99" }).books.$get({ query: {} });
    expect(await auditCount("api_key.new_network", id)).toBe(1);
    await bearer(key, { ip: "192.0.2.10" }).books.$get({ query: {} });
    expect(await auditCount("api_key.new_network", id)).toBe(2);
    // From ten networks at once: ten first uses, ten events (each added to the list as it is then).
    await Promise.all(
      Array.from({ length: 10 }, (_, n) => bearer(key, { ip: `198.18.${n}.1` }).books.$get({ query: {} })),
    );
    expect(await auditCount("api_key.new_network", id)).toBe(12);
    const used = await env.DB.prepare("SELECT used_from FROM api_key WHERE key_hash IS NOT NULL AND user_id = ?")
      .bind(id)
      .first<{ used_from: string }>();
    expect(JSON.parse(used?.used_from ?? "[]")).toHaveLength(5);
    const events = await env.DB.prepare(
      "SELECT actor_id, ip FROM audit_event WHERE action = 'api_key.new_network' AND target_id = ? ORDER BY id LIMIT 2",
    )
      .bind(id)
      .all<{ actor_id: string; ip: string }>();
    expect(events.results).toEqual([
      { actor_id: id, ip: "203.0.113.0" },
      { actor_id: id, ip: "192.0.2.0" },
    ]);
  });

  it("acts as its person in the audit trail of what it changes", async () => {
    const { key } = await makeKey(admin, { name: "Banning", expiresInDays: 30, permissions: { user: ["ban"] } });
    const someone = await createUser(admin);
    await bodyOf(
      await bearer(key, { origin: null }).users[":id"].ban.$post({ param: { id: someone.id }, json: {} }),
      200,
    );
    const event = await env.DB.prepare("SELECT actor_id FROM audit_event WHERE action = 'user.ban' AND target_id = ?")
      .bind(someone.id)
      .first<{ actor_id: string }>();
    expect(event?.actor_id).toBe(adminId);
  });

  it("shows when it was last used, written at most once a minute", async () => {
    const cookie = await signIn(uniqueEmail("last-used"));
    const { id, key } = await makeKey(cookie);
    const before = Date.now();
    for (let i = 0; i < 5; i += 1) await bearer(key, { ip: "203.0.113.50" }).books.$get({ query: {} });
    const [listed] = await bodyOf(await api({ cookie }).account["api-keys"].$get(), 200);
    const first = Date.parse(listed?.lastUsedAt ?? "");
    expect(first).toBeGreaterThanOrEqual(before);
    // Four more uses wrote nothing: the time is the first one's.
    const row = await env.DB.prepare("SELECT last_used_at FROM api_key WHERE id = ?")
      .bind(id)
      .first<{ last_used_at: number }>();
    expect(row?.last_used_at).toBe(first);
    // Past the minute, the next use writes it again.
    vi.useFakeTimers({ toFake: ["Date"], now: first + 61_000 });
    try {
      await bearer(key, { ip: "203.0.113.50" }).books.$get({ query: {} });
    } finally {
      vi.useRealTimers();
    }
    const later = await env.DB.prepare("SELECT last_used_at FROM api_key WHERE id = ?")
      .bind(id)
      .first<{ last_used_at: number }>();
    expect(later?.last_used_at).toBe(first + 61_000);
  });
});
