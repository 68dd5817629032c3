import type { ReactNode } from "react";
import { Box, HStack, Stack } from "styled-system/jsx";
import { Text } from "./ui/text";

/**
 * A row of a short list (sessions, passkeys): an icon, a title with its badges, two details
 * and the row's actions on the title's line. Every line is one line long (an ellipsis cuts
 * the rest; the title's whole text is its tooltip), so every row is as tall as the next, in
 * any language on any screen: a title line as tall as a small button, two detail lines (one,
 * joined, from `sm`) and the padding. RowsSkeleton reserves that per handed row. `codes`, a
 * line of identifiers (an API key's start and permissions), adds one more line on every width,
 * left to right in every language.
 */
export function ListRow({
  icon,
  title,
  titleText,
  badges,
  details,
  codes,
  actions,
}: {
  icon?: ReactNode;
  title: ReactNode;
  /** The title's whole text, its tooltip, when it may be cut or stands for more (a browser's user agent). */
  titleText?: string;
  badges?: ReactNode;
  details: readonly [string, string];
  codes?: string;
  actions?: ReactNode;
}) {
  return (
    <HStack as="li" gap="3" p="3" alignItems="flex-start">
      {icon && (
        <Box color="fg.muted" h="8" display="flex" alignItems="center">
          {icon}
        </Box>
      )}
      <Stack gap="0" flex="1" minW="0">
        <HStack gap="2" h="8" minW="0">
          <Text fontWeight="medium" truncate dir="auto" title={titleText}>
            {title}
          </Text>
          {badges}
          <HStack gap="2" ms="auto" flexShrink="0">
            {actions}
          </HStack>
        </HStack>
        <Text textStyle="sm" color="fg.muted" truncate hideFrom="sm">
          {details[0]}
        </Text>
        <Text textStyle="sm" color="fg.muted" truncate hideFrom="sm">
          {details[1]}
        </Text>
        <Text textStyle="sm" color="fg.muted" truncate hideBelow="sm">
          {details.join(" · ")}
        </Text>
        {codes !== undefined && (
          <Text textStyle="sm" color="fg.muted" truncate dir="ltr" fontFamily="mono" title={codes}>
            {codes}
          </Text>
        )}
      </Stack>
    </HStack>
  );
}

/** The list ListRows sit in: bordered, a divider between rows. */
export function ListRows({ children }: { children: ReactNode }) {
  return (
    <Stack as="ul" gap="0" listStyle="none" divideY="1px" borderWidth="1px" borderRadius="l2">
      {children}
    </Stack>
  );
}
