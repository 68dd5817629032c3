import { useLingui } from "@lingui/react/macro";
import { Check, Languages } from "lucide-react";
import { isLocale, localeNames, locales } from "../../worker/i18n/locales";
import { changeLocale } from "../lib/i18n";
import { IconButton } from "./ui/button";
import * as Menu from "./ui/menu";

/** Picks the interface language; flips lang/dir at once and remembers the choice. */
export function LanguageSwitcher() {
  const { t, i18n } = useLingui();
  return (
    <Menu.Root
      positioning={{ placement: "bottom-end" }}
      onSelect={({ value }) => {
        if (isLocale(value)) void changeLocale(value);
      }}
    >
      <Menu.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={t`Language`}>
          <Languages />
        </IconButton>
      </Menu.Trigger>
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
