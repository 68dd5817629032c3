import { type I18n, setupI18n } from "@lingui/core";
import { messages as arFields } from "../../locales/ar/fields.po";
import { messages as ar } from "../../locales/ar/worker.po";
import { messages as enFields } from "../../locales/en/fields.po";
import { messages as en } from "../../locales/en/worker.po";
import { messages as frFields } from "../../locales/fr/fields.po";
import { messages as fr } from "../../locales/fr/worker.po";
import { messages as swFields } from "../../locales/sw/fields.po";
import { messages as sw } from "../../locales/sw/worker.po";
import { keepValuesLiteral } from "./literal-values.shared";
import type { Locale } from "./locales.shared";

// The Worker's catalogs are small (server messages and emails), so all four are bundled, each
// with the field messages it shares with the SPA (locales/<lang>/fields.po).
const catalogs = {
  en: { ...en, ...enFields },
  fr: { ...fr, ...frFields },
  ar: { ...ar, ...arFields },
  sw: { ...sw, ...swFields },
};
const instances = new Map<Locale, I18n>();

/** A Lingui instance for one language, made once per isolate. */
export function i18nFor(locale: Locale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = keepValuesLiteral(setupI18n({ locale, messages: { [locale]: catalogs[locale] } }));
    instances.set(locale, i18n);
  }
  return i18n;
}
