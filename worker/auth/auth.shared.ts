// biome-ignore lint/style/noRestrictedImports: a type alone, erased from the SPA's bundle.
export type { Auth } from "./auth";
