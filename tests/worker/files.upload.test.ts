import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { countRows, signIn } from "../support/auth";
import { concat, PICTURES, pngOf, sha256, storedKeys, text, upload } from "../support/files";
import { call, uniqueEmail } from "../support/worker";

let admin: string;
let reader: string;

beforeAll(async () => {
  admin = await signIn("admin@example.com");
  reader = await signIn(uniqueEmail("reader"));
});

const MB = 1024 * 1024;

async function expectNothingStored(bytes: Uint8Array<ArrayBuffer>) {
  const hash = await sha256(bytes);
  expect(await countRows("file", "key LIKE ?", `%${hash.slice(0, 40)}`)).toBe(0);
  expect((await storedKeys()).filter((key) => key.endsWith(hash))).toEqual([]);
}

describe("uploading a picture", () => {
  it.each(Object.entries(PICTURES))("stores a %s by its hash, with its size, and serves it", async (type, bytes) => {
    const response = await upload("covers", bytes, { cookie: admin });
    expect(response.status, await response.clone().text()).toBe(201);
    const hash = await sha256(bytes);
    const url = `/files/covers/${hash}`;
    expect(response.headers.get("location")).toBe(url);
    expect(await response.json()).toEqual({ url, contentType: type, size: bytes.length, width: 60, height: 90 });

    const served = await call(url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe(type);
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("content-disposition")).toMatch(
      /^inline; filename="cover-[0-9a-f]{12}\.(png|jpg|webp|avif)"$/,
    );
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    expect(await countRows("file", "key = ? AND stored = 1", `covers/${hash}`)).toBe(1);
  });

  it("stores the same bytes once: at the same moment one stores them, the other waits its turn (409); then 200", async () => {
    const bytes = pngOf(300, 450, 2000);
    const answers = await Promise.all([
      upload("covers", bytes, { cookie: admin }),
      upload("covers", bytes, { cookie: admin }),
    ]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect([
      [200, 201],
      [201, 409],
    ]).toContainEqual(statuses);
    const again = await upload("covers", bytes, { cookie: admin });
    expect(again.status).toBe(200);
    const hash = await sha256(bytes);
    expect((await storedKeys()).filter((key) => key.endsWith(hash))).toEqual([`covers/${hash}`]);
    expect(await countRows("file", "key = ?", `covers/${hash}`)).toBe(1);
  });

  it("accepts exactly 5 MB and refuses one byte more (413) before reading it", async () => {
    const atLimit = pngOf(100, 100, 5 * MB);
    expect((await upload("covers", atLimit, { cookie: admin })).status).toBe(201);
    const past = pngOf(100, 101, 5 * MB + 1);
    const refused = await upload("covers", past, { cookie: admin });
    expect(refused.status).toBe(413);
    expect(await refused.json()).toMatchObject({
      code: "FILE_TOO_LARGE",
      message: "This file is too large: at most 5 MB.",
    });
    await expectNothingStored(past);
  });

  it("accepts 4,096 pixels a side and refuses 4,097", async () => {
    expect((await upload("covers", pngOf(4096, 4096), { cookie: admin })).status).toBe(201);
    for (const [width, height] of [
      [4097, 10],
      [10, 4097],
    ] as const) {
      const bytes = pngOf(width, height);
      const refused = await upload("covers", bytes, { cookie: admin });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ code: "IMAGE_DIMENSIONS_TOO_LARGE" });
      await expectNothingStored(bytes);
    }
  });

  const refusedFiles: Array<[string, Uint8Array<ArrayBuffer>]> = [
    ["an SVG", text('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>')],
    ["an HTML page", text("<!doctype html><html><body><script>alert(1)</script></body></html>")],
    ["a GIF", concat(text("GIF89a"), new Uint8Array([10, 0, 10, 0, 0, 0, 0]), new Uint8Array(40))],
    ["text named .png", text("just some words, nothing else, long enough to read")],
    [
      "a JPEG whose header never ends",
      concat(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0xff, 0xff]), new Uint8Array(100)),
    ],
    ["an animated AVIF", concat(new Uint8Array([0, 0, 0, 0x1c]), text("ftypavis"), new Uint8Array(40))],
  ];

  it.each(refusedFiles)("refuses %s (415), whatever its declared type, and stores nothing", async (_, bytes) => {
    const refused = await upload("covers", bytes, { cookie: admin, headers: { "content-type": "image/png" } });
    expect(refused.status).toBe(415);
    expect(await refused.json()).toMatchObject({
      code: "UNSUPPORTED_FILE_TYPE",
      message: "Upload a PNG, JPEG, WebP or AVIF picture.",
    });
    await expectNothingStored(bytes);
  });

  const polyglots: Array<[string, Uint8Array<ArrayBuffer>]> = [
    ["a PNG that is also HTML", concat(pngOf(10, 10), text("<html><script>alert(document.cookie)</script></html>"))],
    [
      "a PNG with a script in its middle",
      concat(pngOf(10, 10, 200_000), text("<SCRIPT src=//x.example>"), new Uint8Array(9)),
    ],
    ["a JPEG ending in an SVG", concat(PICTURES["image/jpeg"], text("<svg/onload=alert(1)>"))],
    ["a WebP that ends on a tag's name", concat(PICTURES["image/webp"], text("<iframe"))],
    ["an AVIF with an XML declaration", concat(PICTURES["image/avif"], text('<?xml version="1.0"?>'))],
  ];

  it.each(polyglots)("refuses %s (415, a picture holding markup), and stores nothing", async (_, bytes) => {
    const refused = await upload("covers", bytes, { cookie: admin });
    expect(refused.status).toBe(415);
    expect(await refused.json()).toMatchObject({ code: "PICTURE_HOLDS_MARKUP" });
    await expectNothingStored(bytes);
  });

  it("reads an AVIF's size from the largest image it holds, whichever comes first", async () => {
    const box = (type: string, ...payload: Uint8Array[]) => {
      const body = concat(...payload);
      const size = new Uint8Array(4);
      new DataView(size.buffer).setUint32(0, body.length + 8);
      return concat(size, text(type), body);
    };
    const u32 = (value: number) => {
      const bytes = new Uint8Array(4);
      new DataView(bytes.buffer).setUint32(0, value);
      return bytes;
    };
    const avif = (...sizes: Array<[number, number]>) =>
      concat(
        box("ftyp", text("avif"), u32(0), text("avifmif1")),
        box("meta", u32(0), box("iprp", box("ipco", ...sizes.map(([w, h]) => box("ispe", u32(0), u32(w), u32(h)))))),
        new Uint8Array(64),
      );
    const hidden = avif([64, 64], [16384, 16384]);
    const refused = await upload("covers", hidden, { cookie: admin });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: "IMAGE_DIMENSIONS_TOO_LARGE" });
    await expectNothingStored(hidden);
    const accepted = await upload("covers", avif([64, 64], [3000, 2000]), { cookie: admin });
    expect(await accepted.json()).toMatchObject({ contentType: "image/avif", width: 3000, height: 2000 });
  });

  it("the name of a stored file with other bytes is refused (400), not taken as the same file again", async () => {
    const stored = pngOf(90, 90, 300);
    expect((await upload("covers", stored, { cookie: admin })).status).toBe(201);
    const events = await countRows("audit_event", "action = 'file.upload'");
    const other = pngOf(91, 91, 300);
    const refused = await upload("covers", other, { cookie: admin, name: await sha256(stored) });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: "HASH_MISMATCH" });
    expect(await countRows("audit_event", "action = 'file.upload'")).toBe(events);
  });

  it("a write to an upload's address with another method is 405, whatever its body", async () => {
    const bytes = pngOf(92, 92, 300);
    const response = await call(`/api/files/covers/${await sha256(bytes)}`, {
      method: "POST",
      cookie: admin,
      body: bytes,
      headers: { "content-type": "image/png" },
    });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("PUT");
  });

  it("says the size limit in the person's language, its unit too", async () => {
    const refused = await upload("covers", pngOf(100, 102, 5 * MB + 1), {
      cookie: admin,
      headers: { "accept-language": "ar" },
    });
    expect(refused.status).toBe(413);
    const { message } = (await refused.json()) as { message: string };
    expect(message).not.toContain("MB");
    expect(message).toContain(new Intl.NumberFormat("ar", { style: "unit", unit: "megabyte" }).format(5));
  });

  it("says the refusal in the person's language", async () => {
    const refused = await upload("covers", text("<svg></svg>                  "), {
      cookie: admin,
      headers: { "accept-language": "fr" },
    });
    expect(refused.status).toBe(415);
    expect(((await refused.json()) as { message: string }).message).not.toBe(
      "Upload a PNG, JPEG, WebP or AVIF picture.",
    );
  });

  it("refuses bytes that are not the hash the name says (400), storing nothing", async () => {
    const bytes = pngOf(20, 20, 500);
    const refused = await upload("covers", bytes, { cookie: admin, name: "0".repeat(64) });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: "HASH_MISMATCH" });
    expect(await countRows("file")).toBe(await countRows("file", "stored = 1"));
    expect(await storedKeys()).not.toContain(`covers/${"0".repeat(64)}`);
  });

  it("leaves nothing of an upload that breaks off", async () => {
    const bytes = pngOf(30, 30, 300_000);
    const hash = await sha256(bytes);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 100_000) return controller.error(new Error("connection lost"));
        controller.enqueue(bytes.slice(sent, sent + 50_000));
        sent += 50_000;
      },
    });
    const refused = await call(`/api/files/covers/${hash}`, {
      method: "PUT",
      cookie: admin,
      body,
      headers: { "content-length": String(bytes.length), "content-type": "image/png" },
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: "UPLOAD_INCOMPLETE" });
    await expectNothingStored(bytes);
  });

  it("wants the size first (411) and refuses a body shorter than it says", async () => {
    const bytes = pngOf(40, 40, 1000);
    const hash = await sha256(bytes);
    const chunked = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes);
        controller.close();
      },
    });
    const unsized = await call(`/api/files/covers/${hash}`, { method: "PUT", cookie: admin, body: chunked });
    expect(unsized.status).toBe(411);
    expect(await unsized.json()).toMatchObject({ code: "LENGTH_REQUIRED" });
    await expectNothingStored(bytes);
  });

  it("names a file by a SHA-256 only (400 otherwise)", async () => {
    const bytes = pngOf(10, 10);
    for (const name of ["ABC", "0".repeat(63), `${"a".repeat(64)}.png`, "../../etc"]) {
      const refused = await call(`/api/files/covers/${encodeURIComponent(name)}`, {
        method: "PUT",
        cookie: admin,
        body: bytes,
        headers: { "content-length": String(bytes.length) },
      });
      expect([400, 404]).toContain(refused.status);
    }
    expect(await storedKeys()).toEqual(expect.not.arrayContaining([expect.stringContaining("etc")]));
  });
});

describe("who may upload", () => {
  it("a cover needs the right to change books; anyone signed in uploads their own picture", async () => {
    const bytes = pngOf(64, 64, 300);
    expect((await upload("covers", bytes, {})).status).toBe(401);
    expect((await upload("covers", bytes, { cookie: reader })).status).toBe(403);
    const mine = await upload("avatars", bytes, { cookie: reader });
    expect(mine.status).toBe(201);
    const me = (await (await call("/api/auth/get-session", { cookie: reader })).json()) as { user: { id: string } };
    expect(((await mine.json()) as { url: string }).url).toBe(`/files/avatars/${me.user.id}/${await sha256(bytes)}`);
    expect(await countRows("file", "owner_id = ? AND kind = 'avatar'", me.user.id)).toBe(1);
  });

  it("the read-only demo refuses uploads", async () => {
    const bytes = pngOf(65, 65, 300);
    const refused = await upload("avatars", bytes, { cookie: reader, env: { DEMO_MODE: "true" } });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: "DEMO_MODE" });
    await expectNothingStored(bytes);
  });

  it("counts a person's uploads a day, in number and in bytes (429 with Retry-After)", async () => {
    const person = await signIn(uniqueEmail("uploader"));
    const limits = { UPLOADS_PER_DAY: "2" };
    expect((await upload("avatars", pngOf(11, 11), { cookie: person, env: limits })).status).toBe(201);
    expect((await upload("avatars", pngOf(12, 12), { cookie: person, env: limits })).status).toBe(201);
    const third = pngOf(13, 13);
    const refused = await upload("avatars", third, { cookie: person, env: limits });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(80_000);
    expect(await refused.json()).toMatchObject({ code: "UPLOAD_LIMIT_REACHED" });
    await expectNothingStored(third);

    const heavy = await signIn(uniqueEmail("heavy"));
    const bytesLimit = { UPLOAD_MB_PER_DAY: "1" };
    expect((await upload("avatars", pngOf(14, 14, 700_000), { cookie: heavy, env: bytesLimit })).status).toBe(201);
    const over = await upload("avatars", pngOf(15, 15, 400_000), { cookie: heavy, env: bytesLimit });
    expect(over.status).toBe(429);
  });

  it("records uploads in the audit trail", async () => {
    const bytes = pngOf(66, 66, 301);
    await upload("covers", bytes, { cookie: admin });
    const { results } = await env.DB.prepare(
      "SELECT action, actor_id, json_extract(details, '$.kind') AS kind, json_extract(details, '$.size') AS size FROM audit_event WHERE action = 'file.upload' AND json_extract(details, '$.size') = ?",
    )
      .bind(bytes.length)
      .all();
    expect(results).toEqual([expect.objectContaining({ action: "file.upload", kind: "cover", size: 301 })]);
    expect(results[0]?.actor_id).toBeTruthy();
  });
});
