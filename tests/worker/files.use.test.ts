import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { FILE_HOLD_MS } from "../../worker/files/file-removal";
import { countRows, sessionUser, signIn } from "../support/auth";
import { bookInput, createBook, insertGenres, newBook } from "../support/books";
import { PICTURES, pngOf, sha256, storedKeys, upload } from "../support/files";
import { runCleanUp } from "../support/scheduled";
import { call, callWith, uniqueEmail } from "../support/worker";

let admin: string;

beforeAll(async () => {
  await insertGenres();
  admin = await signIn("admin@example.com");
});

async function uploaded(kind: "covers" | "avatars", bytes: Uint8Array<ArrayBuffer>, cookie: string) {
  const response = await upload(kind, bytes, { cookie });
  expect([200, 201]).toContain(response.status);
  return ((await response.json()) as { url: string }).url;
}

const setPicture = (cookie: string, image: string | null) => call("/api/auth/update-user", { cookie, json: { image } });

describe("a book's uploaded cover", () => {
  it("is saved with the book and served from its address", async () => {
    const url = await uploaded("covers", PICTURES["image/webp"], admin);
    const book = await newBook(admin, bookInput({ title: "Covered", cover: url }));
    expect(book.cover).toBe(url);
    const served = await call(url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
  });

  it("must be a stored cover: one never uploaded, or another kind's file, is refused on its field", async () => {
    const person = await signIn(uniqueEmail("cover-thief"));
    const avatar = await uploaded("avatars", pngOf(21, 21, 100), person);
    for (const cover of [
      `/files/covers/${"a".repeat(64)}`,
      avatar,
      "/files/covers/../avatars/x",
      "/files/covers/ABC",
    ]) {
      const refused = await createBook(admin, bookInput({ title: `Not ${cover.length}`, cover }));
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { issues: Array<{ path: string }> }).issues).toEqual([
        expect.objectContaining({ path: "cover" }),
      ]);
    }
    expect(await countRows("book", "title LIKE 'Not %'")).toBe(0);
  });

  it("is removed once no book uses it, an hour after its last upload; a used one stays", async () => {
    const kept = await uploaded("covers", pngOf(31, 31, 100), admin);
    const dropped = await uploaded("covers", pngOf(32, 32, 100), admin);
    const unused = await uploaded("covers", pngOf(33, 33, 100), admin);
    const book = await newBook(admin, bookInput({ title: "Keeps its cover", cover: kept }));
    const other = await newBook(admin, bookInput({ title: "Loses its cover", cover: dropped }));
    const put = await call(`/api/books/${other.id}`, {
      method: "PUT",
      cookie: admin,
      json: bookInput({ title: "Loses its cover" }),
    });
    expect(put.status).toBe(200);

    await runCleanUp(Date.now() + FILE_HOLD_MS - 60_000);
    expect((await call(unused)).status).toBe(200);

    await runCleanUp(Date.now() + FILE_HOLD_MS + 60_000);
    expect((await call(kept)).status).toBe(200);
    expect((await call(dropped)).status).toBe(404);
    expect((await call(unused)).status).toBe(404);
    expect(await storedKeys()).toContain(kept.slice("/files/".length));
    expect(await storedKeys()).not.toContain(unused.slice("/files/".length));
    expect(await countRows("file_removal")).toBe(0);
    expect(await countRows("audit_event", "action = 'file.remove' AND actor_id IS NULL")).toBeGreaterThanOrEqual(2);

    // The book keeps its cover; deleting it leaves the cover unused, then removed.
    expect((await call(`/api/books/${book.id}`, { method: "DELETE", cookie: admin })).status).toBe(204);
    await runCleanUp(Date.now() + FILE_HOLD_MS + 60_000);
    expect((await call(kept)).status).toBe(404);
  });

  it("a removed cover cannot be saved on a book, and comes back when uploaded again", async () => {
    const bytes = pngOf(34, 34, 100);
    const url = await uploaded("covers", bytes, admin);
    await runCleanUp(Date.now() + FILE_HOLD_MS + 60_000);
    const refused = await createBook(admin, bookInput({ title: "Too late", cover: url }));
    expect(refused.status).toBe(400);
    expect(await uploaded("covers", bytes, admin)).toBe(url);
    expect((await createBook(admin, bookInput({ title: "In time", cover: url }))).status).toBe(201);
  });

  it("the same bytes cannot come back while the clean-up is removing them (409), then can", async () => {
    const bytes = pngOf(35, 35, 100);
    const hash = await sha256(bytes);
    await env.DB.prepare("INSERT INTO file_removal (key, since) VALUES (?1, 0)").bind(`covers/${hash}`).run();
    const refused = await upload("covers", bytes, { cookie: admin });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: "FILE_BUSY" });
    await runCleanUp(Date.now());
    expect((await upload("covers", bytes, { cookie: admin })).status).toBe(201);
  });
});

/**
 * A body that sends `bytes` up to `pauseAt`, then waits for `resume()`: `paused` settles once the
 * Worker has read that far (it has checked the header and holds the file's row by then).
 */
function pausedBody(bytes: Uint8Array<ArrayBuffer>, pauseAt: number) {
  let resume = () => {};
  let reached = () => {};
  const resumed = new Promise<void>((resolve) => {
    resume = resolve;
  });
  const paused = new Promise<void>((resolve) => {
    reached = resolve;
  });
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (sent === pauseAt) {
        reached();
        await resumed;
      }
      const end = sent < pauseAt ? pauseAt : bytes.length;
      controller.enqueue(bytes.slice(sent, end));
      sent = end;
      if (sent >= bytes.length) controller.close();
    },
  });
  return { stream, resume, paused };
}

async function putPaused(kind: "covers" | "avatars", bytes: Uint8Array<ArrayBuffer>, cookie: string) {
  const body = pausedBody(bytes, 100_000);
  const answer = call(`/api/files/${kind}/${await sha256(bytes)}`, {
    method: "PUT",
    cookie,
    body: body.stream,
    headers: { "content-length": String(bytes.length), "content-type": "image/png" },
  });
  await body.paused;
  return { answer, resume: body.resume };
}

describe("uploads racing", () => {
  it("a second upload of a name another is writing is refused (409), and cannot spoil the first", async () => {
    const bytes = pngOf(130, 130, 300_000);
    const first = await putPaused("covers", bytes, admin);
    const other = pngOf(131, 131, 300_000);
    const second = await upload("covers", other, { cookie: admin, name: await sha256(bytes) });
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({ code: "FILE_BUSY" });
    first.resume();
    expect((await first.answer).status).toBe(201);
    const url = `/files/covers/${await sha256(bytes)}`;
    expect(new Uint8Array(await (await call(url)).arrayBuffer())).toEqual(bytes);
    expect(await countRows("file", "key = ? AND stored = 1", url.slice("/files/".length))).toBe(1);
  });

  it("an upload whose person is deleted while it is sent stores nothing, and its bytes go", async () => {
    const person = await signIn(uniqueEmail("vanishing"));
    const bytes = pngOf(132, 132, 300_000);
    const key = `avatars/${(await sessionUser(person))?.id}/${await sha256(bytes)}`;
    const upload = await putPaused("avatars", bytes, person);
    expect((await call("/api/auth/delete-user", { cookie: person, json: {} })).status).toBe(200);
    upload.resume();
    const answer = await upload.answer;
    expect(answer.status).toBe(409);
    expect(await answer.json()).toMatchObject({ code: "FILE_BUSY" });
    expect(await countRows("file", "key = ?", key)).toBe(0);
    // At once, not at the next scheduled run.
    expect(await storedKeys()).not.toContain(key);
    expect((await call(`/files/${key}`)).status).toBe(404);
  });
});

describe("a person's uploaded picture", () => {
  it("is set on their account, shown by its address, and replaced", async () => {
    const person = await signIn(uniqueEmail("pictured"));
    const first = await uploaded("avatars", PICTURES["image/png"], person);
    expect((await setPicture(person, first)).status).toBe(200);
    expect((await sessionUser(person))?.image).toBe(first);
    const second = await uploaded("avatars", PICTURES["image/jpeg"], person);
    expect((await setPicture(person, second)).status).toBe(200);
    await runCleanUp(Date.now() + FILE_HOLD_MS + 60_000);
    expect((await call(first)).status).toBe(404);
    expect((await call(second)).status).toBe(200);
    expect((await setPicture(person, null)).status).toBe(200);
    await runCleanUp(Date.now() + FILE_HOLD_MS + 60_000);
    expect((await call(second)).status).toBe(404);
  });

  it("cannot be someone else's, nor a cover (FILE_NOT_STORED), and nothing changes", async () => {
    const owner = await signIn(uniqueEmail("owner"));
    const other = await signIn(uniqueEmail("other"));
    const theirs = await uploaded("avatars", pngOf(41, 41, 100), owner);
    const cover = await uploaded("covers", pngOf(42, 42, 100), admin);
    for (const image of [theirs, cover.replace("/covers/", `/avatars/${(await sessionUser(other))?.id}/`)]) {
      const refused = await setPicture(other, image);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ code: "FILE_NOT_STORED" });
    }
    expect((await sessionUser(other))?.image).toBeNull();
  });

  it("goes with the account", async () => {
    const person = await signIn(uniqueEmail("leaving"));
    const url = await uploaded("avatars", pngOf(43, 43, 100), person);
    await setPicture(person, url);
    const deleted = await call("/api/auth/delete-user", { cookie: person, json: {} });
    expect(deleted.status).toBe(200);
    expect(await countRows("file", "key = ?", url.slice("/files/".length))).toBe(0);
    // At once, not at the next scheduled run.
    expect((await call(url)).status).toBe(404);
    expect(await countRows("file_removal")).toBe(0);

    // Deleted by an administrator, likewise.
    const other = await signIn(uniqueEmail("removed"));
    const theirs = await uploaded("avatars", pngOf(44, 44, 100), other);
    const otherId = (await sessionUser(other))?.id;
    expect((await call(`/api/users/${otherId}`, { method: "DELETE", cookie: admin })).status).toBe(204);
    expect((await call(theirs)).status).toBe(404);
  });
});

describe("serving a file", () => {
  let url: string;
  let bytes: Uint8Array<ArrayBuffer>;

  beforeAll(async () => {
    bytes = PICTURES["image/png"];
    url = await uploaded("covers", bytes, admin);
  });

  it("answers a byte range (206), a range past its end (416), HEAD, and a held copy (304)", async () => {
    const range = await call(url, { headers: { range: "bytes=0-9" } });
    expect(range.status).toBe(206);
    expect(range.headers.get("content-range")).toBe(`bytes 0-9/${bytes.length}`);
    expect(new Uint8Array(await range.arrayBuffer())).toEqual(bytes.slice(0, 10));

    const suffix = await call(url, { headers: { range: "bytes=-5" } });
    expect(new Uint8Array(await suffix.arrayBuffer())).toEqual(bytes.slice(-5));

    // A range whose end comes before its start is no range: the whole file.
    const reversed = await call(url, { headers: { range: "bytes=9-0" } });
    expect(reversed.status).toBe(200);
    expect(new Uint8Array(await reversed.arrayBuffer())).toEqual(bytes);

    const past = await call(url, { headers: { range: `bytes=${bytes.length}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get("content-range")).toBe(`bytes */${bytes.length}`);

    const head = await call(url, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(bytes.length));

    const etag = (await call(url)).headers.get("etag") ?? "";
    expect(etag).not.toBe("");
    expect((await call(url, { headers: { "if-none-match": etag } })).status).toBe(304);
    expect((await call(url, { headers: { "if-none-match": "*" } })).status).toBe(304);
    // A range of another copy than this one: the whole file.
    const otherCopy = await call(url, { headers: { range: "bytes=0-9", "if-range": '"another"' } });
    expect(otherCopy.status).toBe(200);
    expect((await call(url, { headers: { range: "bytes=0-9", "if-range": etag } })).status).toBe(206);
  });

  /** A stand-in for Cloudflare Images' binding: it reads the bytes it is given and answers what it was asked. */
  function imagesStandIn(fail = false) {
    const asked: Array<{ bytes: number; width?: number; format?: string }> = [];
    const binding = {
      input: (stream: ReadableStream<Uint8Array>) => ({
        transform: ({ width }: { width?: number }) => ({
          output: async ({ format }: { format: string }) => {
            const bytes = (await new Response(stream).arrayBuffer()).byteLength;
            if (fail) throw new Error("IMAGES_TRANSFORM_ERROR 9422: not a picture Images can read");
            asked.push({ bytes, width, format });
            return { response: () => new Response(`resized to ${width}`, { headers: { "content-type": format } }) };
          },
        }),
      }),
    };
    return { asked, bindings: { ...env, IMAGES: binding } as unknown as Cloudflare.Env };
  }

  it("resizes through Cloudflare Images where it is bound, cached for good; the original when Images fails", async () => {
    const images = imagesStandIn();
    const resized = await callWith(images.bindings, `${url}?w=320`);
    expect(resized.status).toBe(200);
    expect(await resized.text()).toBe("resized to 320");
    expect(resized.headers.get("content-type")).toBe("image/webp");
    expect(resized.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(resized.headers.get("content-disposition")).toMatch(/^inline; filename="cover-[0-9a-f]{12}-320\.webp"$/);
    expect(images.asked).toEqual([{ bytes: bytes.length, width: 320, format: "image/webp" }]);
    // Made once: the next reader gets the cached copy.
    const again = await callWith(images.bindings, `${url}?w=320`);
    expect(await again.text()).toBe("resized to 320");
    expect(images.asked).toHaveLength(1);
    // A width the screens do not draw is no variant anyone can make Images produce (and pay for).
    expect((await callWith(images.bindings, `${url}?w=321`)).status).toBe(400);
    expect(images.asked).toHaveLength(1);

    const failing = imagesStandIn(true);
    const original = await callWith(failing.bindings, `${url}?w=96`);
    expect(original.status).toBe(200);
    expect(new Uint8Array(await original.arrayBuffer())).toEqual(bytes);
  });

  it("serves the original at a drawn width when Cloudflare Images is not bound", async () => {
    const resized = await call(`${url}?w=96`);
    expect(resized.status).toBe(200);
    expect(new Uint8Array(await resized.arrayBuffer())).toEqual(bytes);
  });

  it("answers 404 for a file not stored and paths that climb out, 400 for a name no upload makes, never storing either", async () => {
    for (const [path, status] of [
      [`/files/covers/${"b".repeat(64)}`, 404],
      [`/files/avatars/someone/${"c".repeat(64)}`, 404],
      [`/files/avatars/${"c".repeat(64)}`, 404],
      ["/files/%2e%2e/wrangler.toml", 404],
      ["/files/exports/anything", 404],
      ["/files/covers/x", 400],
      ["/files/covers/..%2f..%2fwrangler.toml", 400],
    ] as const) {
      const response = await call(path);
      expect(response.status, path).toBe(status);
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
  });
});
