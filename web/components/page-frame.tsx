import type { ReactNode } from "react";
import { HStack, Stack } from "styled-system/jsx";
import { useHydratedSoon } from "../lib/hydrated-soon";
import { usePageTitle } from "./page-title";
import { Heading } from "./ui/text";

interface PageFrameProps {
  title: string;
  /** A way back, above the title. */
  back?: ReactNode;
  actions?: ReactNode;
  /**
   * The actions on a row of their own on phones, whatever the title's length: where they come
   * once live (a record's), the drawn page keeps that row for them, so nothing moves.
   */
  actionsRow?: boolean;
  children?: ReactNode;
}

/** A screen's frame inside an area: its title (also the document title) and content. */
export function PageFrame({ title, back, actions, actionsRow = false, children }: PageFrameProps) {
  usePageTitle(title);
  // A route's part of a drawn page may be adopted after the app's frame has marked the page
  // live; this says when it is (tests/e2e/browser.ts, untilLive). Deferred as `Live` is, so
  // that a drawn button's placeholder (which does nothing) is not taken for the live one.
  const hydrated = useHydratedSoon();
  return (
    <Stack gap="6" data-waiting={hydrated ? undefined : ""}>
      <Stack gap="2">
        {back}
        <HStack justifyContent="space-between" gap="4" flexWrap="wrap">
          {/* A title may be a name someone typed (an organization's, a person's): it reads in its own direction. */}
          <Heading as="h1" size="2xl" dir="auto">
            {title}
          </Heading>
          {actions && (
            <HStack gap="2" flexWrap="wrap" width={actionsRow ? { base: "full", md: "auto" } : undefined}>
              {actions}
            </HStack>
          )}
        </HStack>
      </Stack>
      {children}
    </Stack>
  );
}
