// Runs around the first paint. Before it: the class decides light or dark, so there is no flash.
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

// A drawn screen arrives with its scripts held back (worker/spa/shell.ts marks them
// "after-paint"): they start once its first frame is on screen, so their download and run
// never hold that frame back. A hidden tab paints no frame: its scripts start at once.
addEventListener("DOMContentLoaded", () => {
  const held = document.querySelectorAll('script[type="after-paint"], link[rel="after-paint"]');
  if (held.length === 0) return;
  const start = () => {
    for (const element of held) {
      const started = document.createElement(element.localName);
      if (element.localName === "script") {
        started.type = "module";
        started.async = false;
        started.src = element.getAttribute("src");
      } else {
        started.rel = "modulepreload";
        started.href = element.getAttribute("href");
      }
      started.crossOrigin = "";
      element.replaceWith(started);
    }
  };
  if (document.visibilityState === "hidden") start();
  else requestAnimationFrame(() => setTimeout(start));
});
