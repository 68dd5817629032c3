import { beforeAll, describe, expect, it } from "vitest";
import { BOOKMARK_COOKIE } from "../../worker/db/request-d1";
import { d1TimingOf } from "../../worker/lib/server-timing";
import { AUTH_DOCUMENT_PATH } from "../../worker/openapi/auth-document";
import { latestCode, requestCode, signIn } from "../support/auth";
import { bookInput, createBook, insertGenres } from "../support/books";
import { call, uniqueEmail } from "../support/worker";

/**
 * One D1 session per request (decision 0031). workerd has no replicas, so these prove the
 * plumbing: where each request starts, the bookmark handed out and carried back.
 */
const startOf = (response: { headers: Headers }) => d1TimingOf(response.headers.get("server-timing"))?.start;
const bookmarkOf = (response: { headers: Headers }) =>
  response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${BOOKMARK_COOKIE}=`));
const bookmarkValue = (response: { headers: Headers }) => bookmarkOf(response)?.split(";")[0] ?? "";

let admin: string;

beforeAll(async () => {
  await insertGenres();
  admin = await signIn("admin@example.com");
});

describe("one D1 session per request", () => {
  it("reads start from the nearest copy; writes, and the OAuth return, from the primary", async () => {
    expect(startOf(await call("/api/books", { cookie: admin }))).toBe("replica");
    expect(startOf(await call("/api/auth/get-session", { cookie: admin }))).toBe("replica");
    expect(startOf(await createBook(admin, bookInput()))).toBe("primary");
    expect(startOf(await call("/api/auth/sign-out", { method: "POST", cookie: await signIn(uniqueEmail()) }))).toBe(
      "primary",
    );
    // It checks a state stored a moment ago, and opens a session.
    expect(startOf(await call("/api/auth/callback/github?code=x&state=y"))).toBe("primary");
  });

  it("a write hands its browser the session's bookmark, short-lived and out of scripts' reach", async () => {
    const created = await createBook(admin, bookInput({ title: "Bookmarked" }));
    expect(created.status).toBe(201);
    const cookie = bookmarkOf(created) ?? "";
    expect(cookie).toMatch(/^d1-bookmark=[0-9a-f]+(-[0-9a-f]+)+;/);
    expect(cookie).toContain("Max-Age=60");
    expect(cookie).toContain("Path=/");
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).not.toContain("Secure");
  });

  it("over https the bookmark is Secure, as the session cookie is", async () => {
    const env = { BETTER_AUTH_URL: "https://edgestart.example" };
    const email = uniqueEmail();
    await requestCode(email, { env });
    const signedIn = await call("/api/auth/sign-in/email-otp", { env, json: { email, otp: await latestCode(email) } });
    expect(signedIn.status).toBe(200);
    expect(bookmarkOf(signedIn)).toContain("; Secure");
  });

  it("a read, and a refused write, hand out no bookmark", async () => {
    expect(bookmarkOf(await call("/api/books", { cookie: admin }))).toBeUndefined();
    const refused = await createBook(admin, { ...bookInput(), title: "" });
    expect(refused.status).toBe(400);
    expect(bookmarkOf(refused)).toBeUndefined();
    // Asking for a code that is refused still counts it, but shows the browser nothing new.
    const tooMany = await call("/api/auth/email-otp/send-verification-otp", { json: { email: "not-an-email" } });
    expect(tooMany.status).toBe(400);
    expect(bookmarkOf(tooMany)).toBeUndefined();
  });

  it("a browser carrying its bookmark reads its own write from where the bookmark says", async () => {
    const created = await createBook(admin, bookInput({ title: "Read my write" }));
    const { id } = (await created.json()) as { id: string };
    const read = await call(`/api/books/${id}`, { cookie: `${admin}; ${bookmarkValue(created)}` });
    expect(read.status).toBe(200);
    expect(((await read.json()) as { title: string }).title).toBe("Read my write");
    expect(startOf(read)).toBe("replica");
  });

  it("a signed-in browser's new session is read through the bookmark the sign-in handed it", async () => {
    const email = uniqueEmail();
    await requestCode(email);
    const signedIn = await call("/api/auth/sign-in/email-otp", { json: { email, otp: await latestCode(email) } });
    const cookies = signedIn.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0])
      .join("; ");
    expect(cookies).toContain(`${BOOKMARK_COOKIE}=`);
    const session = await call("/api/auth/get-session", { cookie: cookies });
    expect(((await session.json()) as { user: { email: string } }).user.email).toBe(email);
  });

  it.each([
    "not-a-bookmark",
    "0000-zzzz",
    `${"0".repeat(8)}-${"f".repeat(300)}`,
    "00000000-00000001-00000000-00000000000000000000000000000000; injected=1",
    // Well formed, but ahead of anything the database has written.
    "0fffffff-ffffffff-00000000-00000000000000000000000000000000",
  ])("a bookmark cookie D1 did not hand out (%s) does not stop the read", async (value) => {
    const response = await call("/api/books", { cookie: `${admin}; ${BOOKMARK_COOKIE}=${encodeURIComponent(value)}` });
    expect(response.status).toBe(200);
    expect(startOf(response)).toBe("replica");
  });

  it("Server-Timing is a setting: SERVER_TIMING=off leaves it out", async () => {
    expect((await call("/api/books", { cookie: admin })).headers.get("server-timing")).toMatch(/^d1;dur=[\d.]+;desc="/);
    const off = await call("/api/books", { cookie: admin, env: { SERVER_TIMING: "off" } });
    expect(off.status).toBe(200);
    expect(off.headers.get("server-timing")).toBeNull();
  });

  it("both API documents describe the Server-Timing entry and the bookmark cookie", async () => {
    for (const path of ["/api/openapi.json", AUTH_DOCUMENT_PATH]) {
      const { info } = (await (await call(path)).json()) as { info: { description: string } };
      expect(info.description).toContain("Server-Timing: d1;");
      expect(info.description).toContain(BOOKMARK_COOKIE);
    }
  });
});
