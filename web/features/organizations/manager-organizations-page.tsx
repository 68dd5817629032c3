import { useLingui } from "@lingui/react/macro";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ORGANIZATION_NAME_MAX } from "../../../worker/auth/organization-policy.shared";
import { longDateOf } from "../../../worker/spa/slots.shared";
import { linkRow, RowText } from "../../components/link-rows";
import { SearchListPage } from "../../components/search-list-page";
import { Badge } from "../../components/ui/badge";
import { managerOrganizationListQuery } from "./manager-organizations.queries";

/** /manager/organizations: every organization, newest first, searchable by name or slug. */
export function ManagerOrganizationsPage({
  searchTerm,
  onSearch,
}: {
  searchTerm: string;
  onSearch: (value: string) => void;
}) {
  const { t, i18n } = useLingui();
  const query = useInfiniteQuery({ ...managerOrganizationListQuery(searchTerm), placeholderData: keepPreviousData });
  return (
    <SearchListPage
      title={t`Organizations`}
      searchMax={ORGANIZATION_NAME_MAX}
      searchLabel={t`Search by name or slug`}
      searchTerm={searchTerm}
      onSearch={onSearch}
      query={query}
    >
      {(organization) => {
        const { slug, membersCount } = organization;
        const created = longDateOf(organization.createdAt, i18n.locale);
        return (
          <Link to="/manager/organizations/$id" params={{ id: organization.id }} className={linkRow}>
            <RowText title={organization.name} detail={t`${slug} · created ${created}`} />
            <Badge variant="outline" flexShrink={0}>
              {t`Members: ${membersCount}`}
            </Badge>
          </Link>
        );
      }}
    </SearchListPage>
  );
}
