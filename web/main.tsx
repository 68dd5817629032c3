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
import { createAppRouter } from "./router";

const queryClient = createQueryClient();
takeHandover(queryClient);
const router = createAppRouter(queryClient);
const root = document.getElementById("root");

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
