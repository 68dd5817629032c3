import { useLingui } from "@lingui/react/macro";
import { lazy } from "react";
import { locales } from "../../worker/i18n/locales.shared";
import { Languages } from "./icons";
import { MenuOnDemand } from "./menu-on-demand";

const loadMenu = () => import("./language-menu");
const LanguageMenu = lazy(loadMenu);

/** Picks the interface language; flips lang/dir at once and remembers the choice. */
export function LanguageSwitcher() {
  const { t } = useLingui();
  return (
    <MenuOnDemand label={t`Language`} icon={<Languages />} firstValue={locales[0]} preload={loadMenu}>
      {(opening) => <LanguageMenu {...opening} />}
    </MenuOnDemand>
  );
}
