import type { ReactNode } from "react";
import { HStack, Stack } from "styled-system/jsx";
import { usePageTitle } from "./page-title";
import { Heading } from "./ui/text";

/** A screen's frame inside an area: its title (also the document title) and content. */
export function PageFrame({ title, actions, children }: { title: string; actions?: ReactNode; children?: ReactNode }) {
  usePageTitle(title);
  return (
    <Stack gap="6">
      <HStack justifyContent="space-between" gap="4" flexWrap="wrap">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        {actions}
      </HStack>
      {children}
    </Stack>
  );
}
