import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { configQuery } from "../features/config/config.queries";

export const APP_NAME = "Edgestart";

/**
 * Sets `<Page> · Edgestart` as the document title while the page is shown, prefixed with
 * the environment's emoji when one is configured (a tab on staging never passes for prod).
 */
export function usePageTitle(title: string) {
  const emoji = useQuery(configQuery).data?.environment.emoji;
  useEffect(() => {
    document.title = `${emoji ? `${emoji} ` : ""}${title} · ${APP_NAME}`;
  }, [title, emoji]);
}
