import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { isLocale, localeNames, locales } from "../../worker/i18n/locales.shared";
import { changeLocale } from "../lib/i18n";
import { Check } from "./icons";
import type { MenuOpening } from "./menu-on-demand";
import * as Menu from "./ui/menu";

/** The language menu itself; web/components/language-switcher.tsx mounts it on first use. */
export default function LanguageMenu({ trigger, ...opening }: MenuOpening) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  return (
    <Menu.Root
      {...opening}
      positioning={{ placement: "bottom-end" }}
      onSelect={({ value }) => {
        // What the API answered in the old language (a genre's name, an error) is asked again.
        if (isLocale(value)) void changeLocale(value).then(() => queryClient.invalidateQueries());
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
