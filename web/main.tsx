import "./lib/zod-config";
import "@fontsource-variable/inter";
import "@fontsource-variable/noto-sans-arabic";
import "./styles.css";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app";
import { takeHandover } from "./lib/handover";
import { activateLocale, initialLocale } from "./lib/i18n";
import { createQueryClient } from "./lib/query-client";
import { reportError, setScreen } from "./lib/report-error";
import { createAppRouter } from "./router";

const queryClient = createQueryClient();
takeHandover(queryClient);
const router = createAppRouter(queryClient);
const root = document.getElementById("root");

// What fails outside React's own boundaries, told to the Worker with the screen it failed on.
// The screen being opened, before its data loads: a failure while loading is that screen's.
router.subscribe("onBeforeLoad", ({ toLocation }) => {
  const [, , found] = router.getMatchedRoutes(toLocation.pathname);
  setScreen(found?.id);
});
window.addEventListener("error", (event) => void reportError({ kind: "uncaught", message: String(event.message) }));
window.addEventListener("unhandledrejection", (event) => {
  const reason: unknown = event.reason;
  void reportError({ kind: "uncaught", message: reason instanceof Error ? reason.message : String(reason) });
});

// The catalog for the language the Worker chose loads before the first render: no flash of English.
void activateLocale(initialLocale()).then(async () => {
  if (!root) return;
  const app = <App router={router} queryClient={queryClient} />;
  if (!root.hasChildNodes()) return void createRoot(root).render(app);
  // The sign-in screen arrives prerendered (web/prerender.tsx). The first render must draw the
  // same markup, so the route settles first, and the router renders as it did for the build.
  router.ssr = { manifest: undefined };
  await router.load();
  // As a transition, hydration yields to the browser every few milliseconds: the page is
  // already on screen, and a click or a keystroke should not wait for all of it.
  startTransition(() => {
    hydrateRoot(root, app);
  });
});
