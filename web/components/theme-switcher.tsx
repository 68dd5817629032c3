import { useLingui } from "@lingui/react/macro";
import { lazy } from "react";
import { type Theme, themes, useTheme } from "../lib/theme";
import { Monitor, Moon, Sun } from "./icons";
import { MenuOnDemand } from "./menu-on-demand";

export const themeIcons = { system: Monitor, light: Sun, dark: Moon } satisfies Record<Theme, unknown>;

export function useThemeLabels(): Record<Theme, string> {
  const { t } = useLingui();
  return { system: t`System`, light: t`Light`, dark: t`Dark` };
}

const loadMenu = () => import("./theme-menu");
const ThemeMenu = lazy(loadMenu);

/** System (auto), light or dark; stored under localStorage "theme". */
export function ThemeSwitcher() {
  const { t } = useLingui();
  const current = useTheme();
  const theme = useThemeLabels()[current];
  const CurrentIcon = themeIcons[current];
  return (
    <MenuOnDemand label={t`Theme: ${theme}`} icon={<CurrentIcon />} firstValue={themes[0]} preload={loadMenu}>
      {(opening) => <ThemeMenu {...opening} />}
    </MenuOnDemand>
  );
}
