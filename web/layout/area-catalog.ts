import type { Messages } from "@lingui/core";
import { addCatalog, byLanguage } from "../lib/i18n";

/**
 * The signed-in areas' own texts (locales/<lang>/areas.po), which the sign-in screens do
 * without. Both area layouts import this module: through the top-level await, no area screen
 * renders before they have loaded. The Worker's shell preloads them for an area's pages.
 */
await addCatalog(byLanguage(import.meta.glob<{ messages: Messages }>("../../locales/*/areas.po")));
