import { useLingui } from "@lingui/react/macro";
import { Check, Monitor, Moon, Sun } from "lucide-react";
import { setTheme, type Theme, themes, useTheme } from "../lib/theme";
import { IconButton } from "./ui/button";
import * as Menu from "./ui/menu";

const icons = { system: Monitor, light: Sun, dark: Moon } satisfies Record<Theme, unknown>;

/** System (auto), light or dark; stored under localStorage "theme". */
export function ThemeSwitcher() {
  const { t } = useLingui();
  const current = useTheme();
  const labels: Record<Theme, string> = { system: t`System`, light: t`Light`, dark: t`Dark` };
  const CurrentIcon = icons[current];
  const theme = labels[current];
  return (
    <Menu.Root positioning={{ placement: "bottom-end" }} onSelect={({ value }) => setTheme(value as Theme)}>
      <Menu.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={t`Theme: ${theme}`}>
          <CurrentIcon />
        </IconButton>
      </Menu.Trigger>
      <Menu.Positioner>
        <Menu.Content>
          {themes.map((theme) => {
            const Icon = icons[theme];
            return (
              <Menu.Item key={theme} value={theme} aria-current={theme === current || undefined}>
                <Icon aria-hidden="true" />
                {labels[theme]}
                {theme === current && <Check aria-hidden="true" />}
              </Menu.Item>
            );
          })}
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}
