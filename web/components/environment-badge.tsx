import { useQuery } from "@tanstack/react-query";
import type { CSSProperties } from "react";
import { styled } from "styled-system/jsx";
import { environmentBadge } from "styled-system/recipes";
import { configQuery } from "../features/config/config.queries";
import { useHydrated } from "../lib/hydration";

/**
 * The environment's name in its colour (ENV_NAME, ENV_COLOR); nothing when unnamed. Not part
 * of the prerendered sign-in screen (any name, any colour): it joins once the page is live,
 * beside the header's buttons, which it does not move. Its text colour follows from the
 * background (panda.config.ts, `environmentBadge`).
 */
export function EnvironmentBadge() {
  const environment = useQuery(configQuery).data?.environment;
  const hydrated = useHydrated();
  if (!environment?.name || !hydrated) return null;
  return (
    <span
      className={environmentBadge()}
      style={{ "--environment-color": environment.color } as CSSProperties}
      // The name's own direction, so a shortened name keeps its start in a right-to-left page.
      dir="auto"
      data-testid="environment-badge"
      title={environment.name}
    >
      {/* Below lg the emoji alone, when there is one: a name cut to "…" says nothing. */}
      {environment.emoji ? (
        <>
          <span aria-hidden="true">{environment.emoji}</span>
          <styled.span srOnly={{ base: true, lg: false }}> {environment.name}</styled.span>
        </>
      ) : (
        environment.name
      )}
    </span>
  );
}
