import type { ReactNode } from "react";
import { css } from "styled-system/css";
import { Box, Stack } from "styled-system/jsx";
import { Text } from "./ui/text";

/** The class for a `<Link>` that is one whole row of `LinkRows`. */
export const linkRow = css({
  display: "flex",
  alignItems: "center",
  gap: "4",
  p: "3",
  textDecoration: "none",
  color: "fg.default",
  _hover: { bg: "bg.subtle" },
  _focusVisible: { outline: "2px solid", outlineColor: "colorPalette.default", outlineOffset: "-2px" },
});

/** The manager's lists: one bordered list whose rows are links (`<li><Link className={linkRow}>`). */
export function LinkRows({ children }: { children: ReactNode }) {
  return (
    <Box as="ul" borderWidth="1px" borderRadius="l3" bg="bg.default" listStyle="none" divideY="1px">
      {children}
    </Box>
  );
}

/** A row's two lines: what it is, in bold, and a detail beneath. */
export function RowText({
  title,
  detail,
  detailDir = "auto",
}: {
  title: string;
  detail: string;
  detailDir?: "auto" | "ltr";
}) {
  return (
    <Stack gap="0" flex="1" minW="0">
      <Text fontWeight="semibold" truncate dir="auto">
        {title}
      </Text>
      {/* The detail in its own direction, the line in the page's: it starts beside the title. */}
      <Text fontSize="sm" color="fg.muted" truncate>
        <bdi dir={detailDir}>{detail}</bdi>
      </Text>
    </Stack>
  );
}
