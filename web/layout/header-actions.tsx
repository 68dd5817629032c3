import { HStack } from "styled-system/jsx";
import { EnvironmentBadge } from "../components/environment-badge";
import { LanguageSwitcher } from "../components/language-switcher";
import { ThemeSwitcher } from "../components/theme-switcher";
import { UserMenu } from "./user-menu";

/** Language, theme and the person's menu: the same in both areas. */
export function HeaderActions({ area }: { area: "app" | "manager" }) {
  return (
    <HStack gap="1">
      <EnvironmentBadge />
      <LanguageSwitcher />
      <ThemeSwitcher />
      <UserMenu area={area} />
    </HStack>
  );
}
