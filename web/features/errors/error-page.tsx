import { Trans, useLingui } from "@lingui/react/macro";
import { type ErrorComponentProps, useRouter } from "@tanstack/react-router";
import { useEffect, useMemo, useState } from "react";
import { Box, styled } from "styled-system/jsx";
import { ErrorScreen } from "../../components/error-screen";
import { RotateCcw } from "../../components/icons";
import { usePageTitle } from "../../components/page-title";
import { Button } from "../../components/ui/button";
import { Text } from "../../components/ui/text";
import { ApiRequestError } from "../../lib/api-error";
import { describeError } from "../../lib/error-messages";
import { reportError } from "../../lib/report-error";
import { ForbiddenPage } from "./forbidden-page";
import { NotFoundPage } from "./not-found-page";

/** Try again re-runs the route's loading after 600 ms. */
const RETRY_DELAY_MS = 600;

/**
 * The router's error boundary. A refusal (403) or a missing record (404) from the API gets
 * its own page; anything else shows what failed, with Try again, Back and Home.
 */
export function ErrorPage(props: ErrorComponentProps) {
  const { error } = props;
  if (error instanceof ApiRequestError && error.status === 403) return <ForbiddenPage />;
  if (error instanceof ApiRequestError && error.status === 404) return <NotFoundPage />;
  return <FailurePage {...props} />;
}

function FailurePage({ error: thrown, reset }: ErrorComponentProps) {
  const { t, i18n } = useLingui();
  const error = useMemo(() => (thrown instanceof Error ? thrown : new Error(String(thrown))), [thrown]);
  const serverFailed = error instanceof ApiRequestError && error.status >= 500;
  const router = useRouter();
  const [retrying, setRetrying] = useState(false);
  const [showDetails, setShowDetails] = useState(false);
  usePageTitle(t`Something went wrong`);
  // The id to quote: the failed call's, or, for a failure of the page's own, its report's.
  const [reportedId, setReportedId] = useState<string>();
  useEffect(() => {
    if (!(error instanceof ApiRequestError))
      void reportError({ kind: "uncaught", message: error.message }).then(setReportedId);
  }, [error]);
  const quoteId = error instanceof ApiRequestError ? (error.requestId ?? error.body.errorId) : reportedId;

  const retry = () => {
    setRetrying(true);
    setTimeout(() => {
      reset();
      void router.invalidate().finally(() => setRetrying(false));
    }, RETRY_DELAY_MS);
  };

  return (
    <ErrorScreen
      code={serverFailed ? "500" : undefined}
      title={serverFailed ? t`Something went wrong` : t`Something went wrong!`}
      description={error instanceof ApiRequestError ? describeError(i18n, error) : error.message}
      actions={
        <Button variant="outline" loading={retrying} onClick={retry}>
          <RotateCcw aria-hidden="true" />
          <Trans>Try again</Trans>
        </Button>
      }
    >
      {quoteId && (
        <Text color="fg.muted" textStyle="sm" data-testid="quote-id">
          <Trans>
            Quote this when you report the problem: <styled.code dir="ltr">{quoteId}</styled.code>
          </Trans>
        </Text>
      )}
      <Button variant="link" size="sm" aria-expanded={showDetails} onClick={() => setShowDetails(!showDetails)}>
        {showDetails ? <Trans>Hide Error</Trans> : <Trans>Show Error</Trans>}
      </Button>
      {showDetails && (
        <Box
          as="pre"
          textAlign="start"
          fontSize="xs"
          p="3"
          borderRadius="l2"
          bg="bg.subtle"
          maxW="full"
          overflow="auto"
          whiteSpace="pre-wrap"
        >
          {error.stack ?? String(error)}
        </Box>
      )}
    </ErrorScreen>
  );
}
