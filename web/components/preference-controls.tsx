import { EnvironmentBadge } from "./environment-badge";
import { LanguageSwitcher } from "./language-switcher";
import { ThemeSwitcher } from "./theme-switcher";

/** What every layout's header offers: where the app runs, its language and its theme. */
export function PreferenceControls() {
  return (
    <>
      <EnvironmentBadge />
      <LanguageSwitcher />
      <ThemeSwitcher />
    </>
  );
}
