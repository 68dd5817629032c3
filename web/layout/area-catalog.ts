import { addCatalog } from "../lib/i18n";

/**
 * The signed-in areas' own texts (locales/<lang>/areas.po), which the sign-in screens do
 * without. Both area layouts import this module: through the top-level await, no area screen
 * renders before they have loaded. The Worker's shell preloads them for an area's pages.
 */
await addCatalog({
  en: () => import("../../locales/en/areas.po"),
  fr: () => import("../../locales/fr/areas.po"),
  ar: () => import("../../locales/ar/areas.po"),
  sw: () => import("../../locales/sw/areas.po"),
});
