import { useSyncExternalStore } from "react";

/** System (auto), light or dark, kept in localStorage under "theme". */
export type Theme = "system" | "light" | "dark";
export const themes = ["system", "light", "dark"] as const satisfies readonly Theme[];

const STORAGE_KEY = "theme";
const darkQuery = () => window.matchMedia("(prefers-color-scheme: dark)");
const listeners = new Set<() => void>();

function readTheme(): Theme {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return stored === "light" || stored === "dark" ? stored : "system";
  } catch {
    return "system";
  }
}

/** Same rule as web/public/first-paint.js, which runs before first paint. */
function apply(theme: Theme) {
  const dark = theme === "dark" || (theme === "system" && darkQuery().matches);
  const root = document.documentElement;
  root.classList.toggle("dark", dark);
  root.style.colorScheme = dark ? "dark" : "light";
}

export function setTheme(theme: Theme) {
  try {
    if (theme === "system") localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, theme);
  } catch {
    // Private modes may refuse storage; the choice still holds for this page.
  }
  apply(theme);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const query = darkQuery();
  const followSystem = () => readTheme() === "system" && apply("system");
  query.addEventListener("change", followSystem);
  return () => {
    listeners.delete(listener);
    query.removeEventListener("change", followSystem);
  };
}

/** Prerendered pages are drawn for "system"; hydration starts there and then reads the stored theme. */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, readTheme, () => "system");
}
