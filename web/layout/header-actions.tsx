import { HStack } from "styled-system/jsx";
import { PreferenceControls } from "../components/preference-controls";
import { UserMenu } from "./user-menu";

/** Language, theme and the person's menu: the same in both areas, at the end of the bar. */
export function HeaderActions({ area }: { area: "app" | "manager" }) {
  return (
    <HStack gap="1" ms="auto">
      <PreferenceControls />
      <UserMenu area={area} />
    </HStack>
  );
}
