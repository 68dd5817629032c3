import { useLingui } from "@lingui/react/macro";
import type { Theme } from "../lib/theme";
import { Monitor, Moon, Sun } from "./icons";

/** How each theme is shown, by the switcher's button and by its menu, which loads on demand. */
export const themeIcons = { system: Monitor, light: Sun, dark: Moon } satisfies Record<Theme, unknown>;

export function useThemeLabels(): Record<Theme, string> {
  const { t } = useLingui();
  return { system: t`System`, light: t`Light`, dark: t`Dark` };
}
