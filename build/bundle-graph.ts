import type { Rolldown } from "vite";

/** Module ids with forward slashes on every OS, so path tests read the same on Windows. */
export const posixPath = (id: string) => id.replaceAll("\\", "/");

/** A bundle's chunks by file name. */
export const chunksOf = (bundle: Rolldown.OutputBundle) =>
  new Map(
    Object.values(bundle).flatMap((output) => (output.type === "chunk" ? [[output.fileName, output] as const] : [])),
  );

/** A chunk's file and the files of every chunk it imports statically, however deep. */
export function withImports(
  chunks: Map<string, Rolldown.OutputChunk>,
  fileName: string,
  seen = new Set<string>(),
): Set<string> {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  for (const imported of chunks.get(fileName)?.imports ?? []) withImports(chunks, imported, seen);
  return seen;
}
