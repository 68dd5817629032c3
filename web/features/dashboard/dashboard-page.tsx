import { useLingui } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Grid, HStack, Stack } from "styled-system/jsx";
import { BookOpen, ShieldCheck, Users } from "../../components/icons";
import { PageFrame } from "../../components/page-frame";
import * as Card from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { Text } from "../../components/ui/text";
import { useHydrated } from "../../lib/hydration";
import { dashboardQuery } from "./dashboard.queries";
import { SignUpsChart } from "./sign-ups-chart";

/** A figure, or its skeleton while `value` is unknown (a drawn page not yet taken over). */
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
            <Text fontSize="3xl" fontWeight="bold">
              {value === undefined ? (
                // Inside the line it stands for, so that the figure takes its height exactly.
                <Skeleton as="span" display="inline-block" verticalAlign="middle" width="16" height="1em" />
              ) : (
                new Intl.NumberFormat(i18n.locale).format(value)
              )}
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
  // The build draws this screen (web/prerender.tsx) without anyone's figures: they show once
  // the browser has taken the page over, from the answer that came with it.
  const shown = useHydrated() ? data : undefined;
  return (
    <PageFrame title={t`Dashboard`}>
      {/* As many figures to a row as fit whole: beside the sidebar, 768 px holds two. */}
      <Grid gridTemplateColumns="repeat(auto-fit, minmax(token(sizes.48), 1fr))" gap="4">
        <Figure label={t`Users`} value={shown?.users} icon={<Users />} />
        <Figure label={t`Administrators`} value={shown?.admins} icon={<ShieldCheck />} />
        <Figure label={t`Books`} value={shown?.books} icon={<BookOpen />} />
      </Grid>
      <Card.Root>
        <Card.Header>
          <Card.Title>{t`Sign-ups, last 30 days`}</Card.Title>
        </Card.Header>
        <Card.Body>
          <SignUpsChart days={shown?.signUps} />
        </Card.Body>
      </Card.Root>
    </PageFrame>
  );
}
