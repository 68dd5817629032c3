import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { css, cx } from "styled-system/css";
import { HStack, Stack } from "styled-system/jsx";
import { DrawnRows, ListSkeleton } from "../../components/data-list";
import { LinkRows, linkRow, RowText } from "../../components/link-rows";
import { PageFrame } from "../../components/page-frame";
import { Badge } from "../../components/ui/badge";
import { Skeleton } from "../../components/ui/skeleton";
import { Text } from "../../components/ui/text";
import { UserAvatar } from "../../components/user-avatar";
import { CreateOrganizationDialog } from "./create-organization-dialog";
import { MakeActiveButton } from "./make-active-button";
import { roleLabel } from "./organization-roles";
import { myOrganizationsQuery } from "./organizations.queries";

/** /app/organizations: the organizations I belong to, the active one, and a new one. */
export function OrganizationsPage() {
  const { t, i18n } = useLingui();
  // The build draws the list without it (docs/drawn-screens.md): its rows come with the page.
  const { data: organizations = [] } = useQuery(myOrganizationsQuery);

  return (
    <PageFrame title={t`Organizations`} actions={<CreateOrganizationDialog />}>
      <DrawnRows loading={<ListSkeleton skeleton={<Skeleton height="16" />} />}>
        {() =>
          organizations.length === 0 ? (
            <Stack gap="2" py="8" alignItems="center" textAlign="center">
              <Text fontWeight="semibold">
                <Trans>You don't belong to any organization yet.</Trans>
              </Text>
              <Text color="fg.muted">
                <Trans>Create one, or accept an invitation someone sent to your email address.</Trans>
              </Text>
            </Stack>
          ) : (
            <LinkRows>
              {organizations.map((organization) => {
                const membersCount = organization.members;
                return (
                  <HStack as="li" key={organization.id} gap="2" pe="3">
                    <Link
                      to="/app/organizations/$slug"
                      params={{ slug: organization.slug }}
                      className={cx(linkRow, css({ flex: "1", minW: "0" }))}
                    >
                      <UserAvatar name={organization.name} image={organization.logo} />
                      <RowText
                        title={organization.name}
                        detail={`${roleLabel(i18n, organization.role)} · ${t`Members: ${membersCount}`}`}
                      />
                    </Link>
                    {organization.active ? (
                      <Badge variant="outline">
                        <Trans>Active</Trans>
                      </Badge>
                    ) : (
                      <MakeActiveButton organization={organization} size="sm" />
                    )}
                  </HStack>
                );
              })}
            </LinkRows>
          )
        }
      </DrawnRows>
    </PageFrame>
  );
}
