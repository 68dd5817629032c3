import { Trans, useLingui } from "@lingui/react/macro";
import { Download } from "../../components/icons";
import { useAttempt } from "../../components/toaster";
import { Button } from "../../components/ui/button";
import * as Card from "../../components/ui/card";
import { Text } from "../../components/ui/text";
import { useRequestDataExport } from "./account.queries";

/**
 * "Download my data": a job gathers it and the link arrives by email (docs/account-data.md).
 * What the link needs is said here, before the email, so that the person knows to open it in
 * a browser where they are signed in; a refusal (the day's limit, the demo) says why.
 */
export function DataExportCard() {
  const { t } = useLingui();
  const attempt = useAttempt();
  const request = useRequestDataExport();
  const requested = request.isSuccess;
  const ask = () => attempt(() => request.mutateAsync(), t`Your data is being gathered`);
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>
          <Trans>Your data</Trans>
        </Card.Title>
        <Card.Description>
          <Trans>
            A copy of everything stored about you: your profile, sessions, passkeys, organizations, invitations,
            activity, the books you added and your files.
          </Trans>
        </Card.Description>
      </Card.Header>
      <Card.Body>
        {requested && (
          <Text role="status" data-testid="data-export-requested">
            <Trans>
              We are gathering your data. A link will arrive by email in a few minutes: it works once, for 24 hours, in
              a browser where you are signed in to this account.
            </Trans>
          </Text>
        )}
      </Card.Body>
      <Card.Footer>
        {/* One ask a visit: another would gather the same again and spend the day's asks. */}
        <Button variant="outline" loading={request.isPending} disabled={requested} onClick={ask}>
          <Download aria-hidden="true" />
          <Trans>Download my data</Trans>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
