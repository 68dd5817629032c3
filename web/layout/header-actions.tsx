import { HStack } from "styled-system/jsx";
import { PreferenceControls } from "../components/preference-controls";
import { OrganizationSwitcher } from "./organization-switcher";
import { UserMenu } from "./user-menu";

/**
 * Language, theme and the person's menu, at the end of the bar; in /app, their organizations
 * too.
 * It may shrink: the environment badge and the person's name give way before anything
 * pushes the page wider than the screen.
 */
export function HeaderActions({ area }: { area: "app" | "manager" }) {
  return (
    <HStack gap="1" ms="auto" minW="0">
      <PreferenceControls />
      {area === "app" && <OrganizationSwitcher />}
      <UserMenu area={area} />
    </HStack>
  );
}
