import { useEffect } from "react";

export const APP_NAME = "Edgestart";

/** Sets `<Page> · Edgestart` as the document title while the page is shown. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · ${APP_NAME}`;
  }, [title]);
}
