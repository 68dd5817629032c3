import { setTheme, type Theme, themes, useTheme } from "../lib/theme";
import { Check } from "./icons";
import type { MenuOpening } from "./menu-on-demand";
import { themeIcons, useThemeLabels } from "./theme-choices";
import * as Menu from "./ui/menu";

/** The theme menu itself; web/components/theme-switcher.tsx mounts it on first use. */
export default function ThemeMenu({ trigger, ...opening }: MenuOpening) {
  const current = useTheme();
  const labels = useThemeLabels();
  return (
    <Menu.Root
      {...opening}
      positioning={{ placement: "bottom-end" }}
      onSelect={({ value }) => setTheme(value as Theme)}
    >
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Menu.Positioner>
        <Menu.Content>
          {themes.map((theme) => {
            const Icon = themeIcons[theme];
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
