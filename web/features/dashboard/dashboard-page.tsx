import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Grid, HStack, Stack } from "styled-system/jsx";
import { BookOpen, ShieldCheck, Users } from "../../components/icons";
import { useLiveData } from "../../components/live";
import { PageFrame } from "../../components/page-frame";
import * as Card from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { Text } from "../../components/ui/text";
import { ActivityCard } from "./activity-card";
import { type Dashboard, dashboardQuery } from "./dashboard.queries";
import { SignUpsChart } from "./sign-ups-chart";

/** A figure; its place, the size of its text, until the page is live. */
function Figure({ label, value, icon }: { label: string; value?: number; icon: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <Card.Root>
      <Card.Body pt="6">
        <HStack justifyContent="space-between">
          <Stack gap="1">
            <Text fontSize="sm" color="fg.muted">
              {label}
            </Text>
            {value === undefined ? (
              <Skeleton height="1lh" width="16" fontSize="3xl" />
            ) : (
              <Text fontSize="3xl" fontWeight="bold">
                {i18n.number(value)}
              </Text>
            )}
          </Stack>
          <Text color="colorPalette.default" aria-hidden="true">
            {icon}
          </Text>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

/** The figures and the chart, from the same answer; without one, their places. */
function Figures({ data }: { data?: Dashboard }) {
  const { t } = useLingui();
  return (
    <>
      {/* As many figures to a row as fit whole: beside the sidebar, 768 px holds two. */}
      <Grid gridTemplateColumns="repeat(auto-fit, minmax(token(sizes.48), 1fr))" gap="4">
        <Figure label={t`Users`} value={data?.users} icon={<Users />} />
        <Figure label={t`Administrators`} value={data?.admins} icon={<ShieldCheck />} />
        <Figure label={t`Books`} value={data?.books} icon={<BookOpen />} />
      </Grid>
      <Card.Root>
        <Card.Header>
          <Card.Title>{t`Sign-ups, last 30 days`}</Card.Title>
        </Card.Header>
        <Card.Body>
          <SignUpsChart days={data?.signUps} />
        </Card.Body>
      </Card.Root>
      <ActivityCard activity={data?.activity} />
    </>
  );
}

/** /manager/dashboard: the product's real figures, once the page is live; their places before. */
export function DashboardPage() {
  const { t } = useLingui();
  const data = useLiveData(dashboardQuery);
  return (
    <PageFrame title={t`Dashboard`}>
      <Figures data={data} />
    </PageFrame>
  );
}
