import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { HStack, Stack, styled } from "styled-system/jsx";
import { dateFormat } from "../lib/date-format";
import { Check, Copy } from "./icons";
import { APP_NAME } from "./page-title";
import { Button, IconButton } from "./ui/button";
import * as Clipboard from "./ui/clipboard";
import { Text } from "./ui/text";

/** What a bug report needs, in one line that reads the same in every language. */
const SUMMARY = `${APP_NAME} ${__APP_VERSION__} (${__BUILD_COMMIT__}, ${__BUILD_DATE__})`;

/**
 * The app's version, build commit and build date, with a button that copies them as one
 * line ("Edgestart 0.1.0 (abc1234, 2026-11-22)"). `compact` fits a sidebar footer: version
 * and commit on one line and an icon button.
 */
export function VersionInfo({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useLingui();
  const copyLabel = t`Copy version info`;
  const icon = (
    <Clipboard.Indicator copied={<Check aria-hidden="true" />}>
      <Copy aria-hidden="true" />
    </Clipboard.Indicator>
  );

  if (compact)
    return (
      <Clipboard.Root value={SUMMARY} flexDirection="row" alignItems="center" gap="1" textStyle="xs" color="fg.muted">
        {/* Version and commit keep their left-to-right order on a right-to-left page. */}
        <styled.span dir="ltr" truncate>
          v{__APP_VERSION__} · {__BUILD_COMMIT__}
        </styled.span>
        <Clipboard.Trigger asChild>
          <IconButton variant="ghost" size="xs" aria-label={copyLabel}>
            {icon}
          </IconButton>
        </Clipboard.Trigger>
        <CopiedStatus />
      </Clipboard.Root>
    );

  const builtOn = dateFormat(i18n.locale, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(__BUILD_DATE__));
  return (
    <Clipboard.Root value={SUMMARY} gap="3">
      <Stack as="dl" gap="1" textStyle="sm">
        <Row label={t`Version`}>{__APP_VERSION__}</Row>
        <Row label={t`Commit`}>
          <styled.code fontFamily="mono">{__BUILD_COMMIT__}</styled.code>
        </Row>
        <Row label={t`Built`}>{builtOn}</Row>
      </Stack>
      <HStack gap="2">
        <Clipboard.Trigger asChild>
          <Button variant="outline" size="sm" aria-label={copyLabel}>
            {icon}
            <Trans>Copy</Trans>
          </Button>
        </Clipboard.Trigger>
        <CopiedStatus />
      </HStack>
    </Clipboard.Root>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <HStack gap="2">
      <Text as="dt" color="fg.muted">
        {label}
      </Text>
      <Text as="dd">{children}</Text>
    </HStack>
  );
}

/** "Copied" for a few seconds after a copy: seen, and read out by screen readers. */
function CopiedStatus() {
  const { t } = useLingui();
  return (
    <Clipboard.Context>
      {(clipboard) => (
        <styled.span role="status" textStyle="xs" color="fg.muted">
          {clipboard.copied ? t`Copied` : ""}
        </styled.span>
      )}
    </Clipboard.Context>
  );
}
