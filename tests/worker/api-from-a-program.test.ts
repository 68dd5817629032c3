import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import apiDocs from "../../docs/api.md?raw";
import { latestCode, requestCode, sessionUser, signIn } from "../support/auth";
import { insertGenres } from "../support/books";
import { type CallOptions, call, ORIGIN, uniqueEmail } from "../support/worker";

/** The words of a shell command line, its quotes removed ('…' kept as typed, "…" with $APP). */
function words(line: string, vars: Record<string, string>): string[] {
  const found: string[] = [];
  for (const [, single, double, bare] of line.matchAll(/'([^']*)'|"([^"]*)"|(\S+)/g)) {
    const word = single ?? (double ?? bare ?? "").replace(/\$(\w+)/g, (_, name: string) => vars[name] ?? "");
    found.push(word);
  }
  return found;
}

/** One curl command as the Worker receives it from curl: no Origin, no Sec-Fetch headers. */
interface Curl {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  readsJar: boolean;
  writesJar: boolean;
}

function parseCurl(line: string, vars: Record<string, string>): Curl {
  const [, ...args] = words(line.replace(/\s#.*$/, ""), vars);
  const curl: Curl = { method: "GET", path: "", headers: {}, readsJar: false, writesJar: false };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? "";
    const next = () => args[++i] ?? "";
    if (arg === "-X") curl.method = next();
    else if (arg === "-H") {
      const [name = "", ...value] = next().split(":");
      curl.headers[name.trim().toLowerCase()] = value.join(":").trim();
    } else if (arg === "-d") curl.body = next();
    else if (arg === "-b") curl.readsJar = Boolean(next());
    else if (arg === "-c") curl.writesJar = Boolean(next());
    else curl.path = arg.replace(ORIGIN, "");
  }
  // curl sends a body as a POST unless told otherwise.
  if (curl.body !== undefined && curl.method === "GET") curl.method = "POST";
  return curl;
}

/** The curl calls of docs/api.md's first shell block under `heading` (continued lines joined). */
function documentedCommands(heading = "## From a program"): string[] {
  const block = new RegExp(`${heading}[\\s\\S]*?\`\`\`sh\\n([\\s\\S]*?)\`\`\``).exec(apiDocs)?.[1] ?? "";
  return block
    .replace(/\\\n\s*/g, "")
    .split("\n")
    .filter((line) => line.startsWith("curl "));
}

describe("a program calls both APIs as docs/api.md shows, with curl's headers", () => {
  it("asks for a code, signs in, reads, writes and signs out, sending no Origin", async () => {
    await insertGenres();
    const commands = documentedCommands();
    expect(commands).toHaveLength(6);
    let jar = "";
    let code = "";
    const statuses: number[] = [];
    for (const command of commands) {
      const curl = parseCurl(command, { APP: ORIGIN });
      const body = curl.body?.replace("K7QF2M", code);
      const options: CallOptions = {
        method: curl.method,
        headers: curl.headers,
        body,
        origin: null,
        cookie: curl.readsJar ? jar : undefined,
      };
      const response = await call(curl.path, options);
      statuses.push(response.status);
      if (curl.path.startsWith("/api/dev/emails"))
        code = ((await response.json()) as Array<{ code: string }>)[0]?.code ?? "";
      if (curl.writesJar)
        jar = response.headers
          .getSetCookie()
          .map((cookie) => cookie.split(";")[0])
          .join("; ");
    }
    // The code request, the outbox, the sign-in, the list, a book made (201), signed out.
    expect(statuses).toEqual([200, 200, 200, 200, 201, 200]);
    expect(code).toMatch(/^[A-Z0-9]{6}$/);
    const made = await env.DB.prepare("SELECT count(*) AS n FROM book WHERE title = 'Kindred'").first<{ n: number }>();
    expect(made?.n).toBe(1);
    // Signing out ended the session the jar held.
    expect(await sessionUser(jar)).toBeNull();
  });

  it("calls the API with a key as docs/api.md shows: it reads and adds books, and nothing else", async () => {
    const admin = await signIn("admin@example.com");
    const made = await call("/api/account/api-keys", {
      cookie: admin,
      json: { name: "From the docs", expiresInDays: 30, permissions: { book: ["read", "create"] } },
    });
    const { key } = (await made.json()) as { key: string };
    const commands = documentedCommands("### With an API key");
    expect(commands).toHaveLength(2);
    const statuses: number[] = [];
    for (const command of commands) {
      const curl = parseCurl(command, { APP: ORIGIN, KEY: key });
      const response = await call(curl.path, {
        method: curl.method,
        headers: curl.headers,
        body: curl.body,
        origin: null,
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 201]);
    const book = await env.DB.prepare("SELECT created_by FROM book WHERE title = 'Parable of the Sower'").first();
    expect(book?.created_by).toBe((await sessionUser(admin))?.id);
  });

  it("Node's fetch, which adds Sec-Fetch-Mode but no Origin, signs in too", async () => {
    const email = uniqueEmail("node-fetch");
    const node = { origin: null, headers: { "sec-fetch-mode": "cors" } } satisfies CallOptions;
    expect((await requestCode(email, node)).status).toBe(200);
    const signedIn = await call("/api/auth/sign-in/email-otp", {
      ...node,
      json: { email, otp: await latestCode(email) },
    });
    expect(signedIn.status).toBe(200);
  });
});

describe("a write from another site's page is refused on both APIs, and changes nothing", () => {
  const refusals: Array<[string, Record<string, string>, string]> = [
    ["another site's Origin", { origin: "https://evil.example" }, "INVALID_ORIGIN"],
    ["a sibling subdomain's Origin", { origin: "http://evil.localhost:8787" }, "INVALID_ORIGIN"],
    ["Origin: null", { origin: "null" }, "MISSING_OR_NULL_ORIGIN"],
    ["no Origin, from another site", { "sec-fetch-site": "cross-site" }, "MISSING_OR_NULL_ORIGIN"],
    ["no Origin, from the same site", { "sec-fetch-site": "same-site" }, "MISSING_OR_NULL_ORIGIN"],
    ["no Origin, from another site, in capitals", { "sec-fetch-site": "CROSS-SITE" }, "MISSING_OR_NULL_ORIGIN"],
    ["an Origin sent empty", { origin: "" }, "MISSING_OR_NULL_ORIGIN"],
  ];
  it.each(refusals)("%s", async (_, headers, code) => {
    const cookie = await signIn(uniqueEmail("targeted"));
    const renamed = await call("/api/auth/update-user", { cookie, headers, origin: null, json: { name: "Forged" } });
    const signedOut = await call("/api/auth/sign-out", { cookie, headers, origin: null, json: {} });
    const session = await call("/api/account/sessions", { cookie });
    const sessions = (await session.json()) as Array<{ id: string }>;
    const revoked = await call(`/api/account/sessions/${sessions[0]?.id}`, {
      cookie,
      headers,
      origin: null,
      method: "DELETE",
    });
    for (const response of [renamed, signedOut, revoked]) {
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ code });
    }
    const me = await sessionUser(cookie);
    expect(me?.name).not.toBe("Forged");
  });
});

describe("a forged write is refused as forged, whatever body it sends", () => {
  const bodies: Array<[string, string]> = [
    ["text/plain", '{"name":"Forged"}'],
    ["application/x-www-form-urlencoded", "name=Forged"],
    ["multipart/form-data; boundary=x", '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nForged\r\n--x--'],
  ];
  it.each(bodies)("%s: 403 INVALID_ORIGIN on both APIs, not 415", async (type, body) => {
    const cookie = await signIn(uniqueEmail("form-forged"));
    const headers = { origin: "https://evil.example", "content-type": type };
    for (const path of ["/api/auth/update-user", "/api/books"]) {
      const response = await call(path, { cookie, headers, body, method: "POST" });
      expect(response.status, path).toBe(403);
      expect(await response.json()).toMatchObject({ code: "INVALID_ORIGIN" });
    }
    expect((await sessionUser(cookie))?.name).not.toBe("Forged");
  });
});
