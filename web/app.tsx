import { LocaleProvider } from "@ark-ui/react/locale";
import { I18nProvider, useLingui } from "@lingui/react";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { type ReactNode, StrictMode } from "react";
import { MarkLive } from "./lib/hydration";
import { i18n } from "./lib/i18n";
import type { AppRouter } from "./router";

/** Ark UI's parts (menus, drawers, the date picker) read their locale and direction from here. */
function ArkLocale({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  return <LocaleProvider locale={i18n.locale}>{children}</LocaleProvider>;
}

/** The whole app, as the browser renders it and as the build prerenders the sign-in screen. */
export function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <ArkLocale>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
            <MarkLive />
          </QueryClientProvider>
        </ArkLocale>
      </I18nProvider>
    </StrictMode>
  );
}
