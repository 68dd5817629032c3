import { useLingui } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Grid, HStack, Stack } from "styled-system/jsx";
import { countOf } from "../../../worker/spa/slots";
import { BookOpen, ShieldCheck, Users } from "../../components/icons";
import { PageFrame } from "../../components/page-frame";
import * as Card from "../../components/ui/card";
import { Text } from "../../components/ui/text";
import { useHydratedSoon } from "../../lib/hydrated-soon";
import { dashboardQuery } from "./dashboard.queries";
import { SignUpsChart } from "./sign-ups-chart";

/** A figure. */
function Figure({ label, value, icon }: { label: string; value: number; icon: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <Card.Root>
      <Card.Body pt="6">
        <HStack justifyContent="space-between">
          <Stack gap="1">
            <Text fontSize="sm" color="fg.muted">
              {label}
            </Text>
            <Text fontSize="3xl" fontWeight="bold">
              {countOf(value, i18n.locale)}
            </Text>
          </Stack>
          <Text color="colorPalette.default" aria-hidden="true">
            {icon}
          </Text>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

/** /manager/dashboard: the product's real figures. */
export function DashboardPage() {
  const { t } = useLingui();
  const { data } = useSuspenseQuery(dashboardQuery);
  // The page arrives with the figures drawn (worker/spa/drawn-data.ts); the chart, drawn from
  // the same answer, comes once the browser has taken the page over.
  const hydrated = useHydratedSoon();
  return (
    <PageFrame title={t`Dashboard`}>
      {/* As many figures to a row as fit whole: beside the sidebar, 768 px holds two. */}
      <Grid gridTemplateColumns="repeat(auto-fit, minmax(token(sizes.48), 1fr))" gap="4">
        <Figure label={t`Users`} value={data.users} icon={<Users />} />
        <Figure label={t`Administrators`} value={data.admins} icon={<ShieldCheck />} />
        <Figure label={t`Books`} value={data.books} icon={<BookOpen />} />
      </Grid>
      <Card.Root>
        <Card.Header>
          <Card.Title>{t`Sign-ups, last 30 days`}</Card.Title>
        </Card.Header>
        <Card.Body>
          <SignUpsChart days={hydrated ? data.signUps : undefined} />
        </Card.Body>
      </Card.Root>
    </PageFrame>
  );
}
