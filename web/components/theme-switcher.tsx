import { useLingui } from "@lingui/react/macro";
import { lazy } from "react";
import { themes, useTheme } from "../lib/theme";
import { MenuOnDemand } from "./menu-on-demand";
import { themeIcons, useThemeLabels } from "./theme-choices";

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
