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
// Starting a fetch costs the page a fraction of a millisecond per element on a laptop, ten
// times that on a slow phone, and a screen holds back 30 to 60 of them: they start in tasks
// of at most 2 ms each, which leave the page free to answer a tap between them (decision 0030).
addEventListener("DOMContentLoaded", () => {
  const held = [...document.querySelectorAll('script[type="after-paint"], link[rel="after-paint"]')];
  if (held.length === 0) return;
  // A message is a task of its own with no minimum delay (a chain of setTimeout waits 4 ms a step).
  const next = new MessageChannel();
  const startSome = () => {
    const until = performance.now() + 2;
    do {
      const element = held.shift();
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
      // Appended one by one: the append starts the fetch, and the clock must see its cost.
      document.head.append(copy);
      element.remove();
    } while (held.length > 0 && performance.now() < until);
    if (held.length > 0) next.port2.postMessage(null);
  };
  next.port1.onmessage = startSome;
  if (document.visibilityState === "hidden") startSome();
  else requestAnimationFrame(() => setTimeout(startSome));
});
