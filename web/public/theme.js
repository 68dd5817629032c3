// Runs before first paint: the class decides light or dark, so there is no flash.
// Kept in step with web/lib/theme.ts (key "theme": "light" | "dark" | absent = system).
(() => {
  var stored = null;
  try {
    stored = localStorage.getItem("theme");
  } catch (_) {}
  var dark = stored === "dark" || (stored !== "light" && matchMedia("(prefers-color-scheme: dark)").matches);
  document.documentElement.classList.toggle("dark", dark);
  document.documentElement.style.colorScheme = dark ? "dark" : "light";
})();
