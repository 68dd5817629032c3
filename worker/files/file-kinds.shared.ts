/**
 * What people upload and where it lives: each kind's folder in the FILES bucket, whose key is
 * the content's SHA-256 (the same bytes are stored once), under its person for a personal
 * kind. A file's address is `/files/<key>`, served by worker/files/serve-file.ts. Pure: the SPA
 * shares it.
 */
export const FILE_KINDS = {
  /** A book's cover: the catalogue's, whoever uploaded it. */
  cover: { folder: "covers", personal: false },
  /** A person's picture, under their own id. */
  avatar: { folder: "avatars", personal: true },
  /**
   * A copy of a person's data (docs/account-data.md), under their own id. Its address names
   * its one-use token, not its bucket key, and is read once, by that person signed in.
   */
  export: { folder: "exports", personal: true },
} as const satisfies Record<string, { folder: string; personal: boolean }>;

export type FileKind = keyof typeof FILE_KINDS;

export const FILES_PATH = "/files/";

/** A SHA-256 as a file's name: 64 lowercase hex digits. */
export const SHA256_HEX = /^[0-9a-f]{64}$/;

/** The pictures people may upload, by the type their bytes show (never by name or declared type). */
export const PICTURE_TYPES = ["image/png", "image/jpeg", "image/webp", "image/avif"] as const;
export type PictureType = (typeof PICTURE_TYPES)[number];

const EXTENSIONS: Record<string, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
  "image/avif": "avif",
};

/** A file's name for a download or a ZIP: its kind and the hash's start, never a name someone typed. */
export const fileName = (kind: string, sha256: string, type: string) =>
  `${kind}-${sha256.slice(0, 12)}.${EXTENSIONS[type] ?? "bin"}`;

/** A size limit as people read it in their language ("5 MB", "5 ميغابايت"). */
export const megabytes = (bytes: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: "unit", unit: "megabyte", maximumFractionDigits: 1 }).format(
    bytes / 1024 / 1024,
  );

/** The widths pictures are drawn at (a list's thumbnail, a card, a page), for `srcset`. */
export const PICTURE_WIDTHS = [96, 320, 640] as const;

export function fileKey(kind: FileKind, sha256: string, ownerId?: string): string {
  const { folder, personal } = FILE_KINDS[kind];
  return personal ? `${folder}/${ownerId}/${sha256}` : `${folder}/${sha256}`;
}

export const fileUrl = (key: string) => `${FILES_PATH}${key}`;

/** A key's parts, when it is one a kind would make. */
export function parseFileKey(key: string): { kind: FileKind; ownerId?: string; sha256: string } | undefined {
  const parts = key.split("/");
  for (const [kind, { folder, personal }] of Object.entries(FILE_KINDS) as [
    FileKind,
    (typeof FILE_KINDS)[FileKind],
  ][]) {
    if (parts[0] !== folder || parts.length !== (personal ? 3 : 2)) continue;
    const sha256 = parts.at(-1) ?? "";
    const ownerId = personal ? parts[1] : undefined;
    if (!SHA256_HEX.test(sha256) || (ownerId !== undefined && !/^[\w-]{1,64}$/.test(ownerId))) return undefined;
    return ownerId === undefined ? { kind, sha256 } : { kind, ownerId, sha256 };
  }
  return undefined;
}

/** The key of an uploaded file's address (`/files/covers/…`), of that kind; none for any other value. */
export function keyOfFileUrl(value: string, kind: FileKind): string | undefined {
  if (!value.startsWith(FILES_PATH)) return undefined;
  const key = value.slice(FILES_PATH.length);
  return parseFileKey(key)?.kind === kind ? key : undefined;
}

/**
 * The `srcset` of a picture: an uploaded one at each drawn width (resized where Cloudflare
 * Images is bound, else the original), none for an address elsewhere.
 */
export function pictureSrcSet(url: string): string {
  if (!url.startsWith(FILES_PATH)) return "";
  return PICTURE_WIDTHS.map((width) => `${url}?w=${width} ${width}w`).join(", ");
}
