import "@fontsource-variable/inter";
import "@fontsource-variable/noto-sans-arabic";
import "./styles.css";
import { LocaleProvider } from "@ark-ui/react/locale";
import { I18nProvider, useLingui } from "@lingui/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { type ReactNode, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { activateLocale, i18n, initialLocale } from "./lib/i18n";
import { createQueryClient } from "./lib/query-client";
import { createAppRouter } from "./router";

/** Ark UI's parts (menus, drawers, the date picker) read their locale and direction from here. */
function ArkLocale({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  return <LocaleProvider locale={i18n.locale}>{children}</LocaleProvider>;
}

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
const root = document.getElementById("root");

// The catalog for the language the Worker chose loads before the first render: no flash of English.
void activateLocale(initialLocale()).then(() => {
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <ArkLocale>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </ArkLocale>
      </I18nProvider>
    </StrictMode>,
  );
});
