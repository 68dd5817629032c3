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
// Starting a fetch costs the page some work per element, so they start a few at a time, each
// few a short task that leaves the page free to answer between them.
addEventListener("DOMContentLoaded", () => {
  const held = [...document.querySelectorAll('script[type="after-paint"], link[rel="after-paint"]')];
  if (held.length === 0) return;
  const startSome = () => {
    const started = document.createDocumentFragment();
    for (const element of held.splice(0, 8)) {
      const copy = document.createElement(element.localName);
      if (element.localName === "script") {
        copy.type = "module";
        copy.async = false;
        copy.src = element.getAttribute("src");
      } else {
        copy.rel = "modulepreload";
        copy.href = element.getAttribute("href");
      }
      copy.crossOrigin = "";
      started.append(copy);
      element.remove();
    }
    document.head.append(started);
    if (held.length > 0) setTimeout(startSome);
  };
  if (document.visibilityState === "hidden") startSome();
  else requestAnimationFrame(() => setTimeout(startSome));
});
