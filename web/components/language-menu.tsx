import { useLingui } from "@lingui/react/macro";
import { isLocale, localeNames, locales } from "../../worker/i18n/locales.shared";
import { changeLocale } from "../lib/i18n";
import { Check } from "./icons";
import type { MenuOpening } from "./menu-on-demand";
import * as Menu from "./ui/menu";

/** The language menu itself; web/components/language-switcher.tsx mounts it on first use. */
export default function LanguageMenu({ trigger, ...opening }: MenuOpening) {
  const { i18n } = useLingui();
  return (
    <Menu.Root
      {...opening}
      positioning={{ placement: "bottom-end" }}
      onSelect={({ value }) => {
        if (isLocale(value)) void changeLocale(value);
      }}
    >
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Menu.Positioner>
        <Menu.Content>
          {locales.map((locale) => (
            <Menu.Item key={locale} value={locale} lang={locale} aria-current={locale === i18n.locale || undefined}>
              {localeNames[locale]}
              {locale === i18n.locale && <Check aria-hidden="true" />}
            </Menu.Item>
          ))}
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}
