import { HStack } from "styled-system/jsx";
import { PreferenceControls } from "../components/preference-controls";
import { UserMenu } from "./user-menu";

/**
 * Language, theme and the person's menu: the same in both areas, at the end of the bar.
 * It may shrink: the environment badge and the person's name give way before anything
 * pushes the page wider than the screen.
 */
export function HeaderActions({ area }: { area: "app" | "manager" }) {
  return (
    <HStack gap="1" ms="auto" minW="0">
      <PreferenceControls />
      <UserMenu area={area} />
    </HStack>
  );
}
