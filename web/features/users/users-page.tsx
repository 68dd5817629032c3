import { Trans, useLingui } from "@lingui/react/macro";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { HStack } from "styled-system/jsx";
import { EMAIL_MAX_LENGTH } from "../../../worker/auth/user-email.shared";
import { linkRow, RowText } from "../../components/link-rows";
import { CreateLink, SearchListPage } from "../../components/search-list-page";
import { Badge } from "../../components/ui/badge";
import { UserAvatar } from "../../components/user-avatar";
import { useCan } from "../auth/use-can";
import { userListQuery } from "./users.queries";

/** /manager/users: everyone, newest first, searchable by name or email. */
export function UsersPage({ searchTerm, onSearch }: { searchTerm: string; onSearch: (value: string) => void }) {
  const { t } = useLingui();
  const canCreate = useCan({ user: ["create"] });
  const query = useInfiniteQuery({ ...userListQuery(searchTerm), placeholderData: keepPreviousData });
  return (
    <SearchListPage
      title={t`Users`}
      create={
        canCreate && (
          <CreateLink to="/manager/users/new">
            <Trans>New user</Trans>
          </CreateLink>
        )
      }
      searchMax={EMAIL_MAX_LENGTH}
      searchLabel={t`Search by name or email`}
      searchTerm={searchTerm}
      onSearch={onSearch}
      query={query}
    >
      {(person) => (
        <Link to="/manager/users/$id" params={{ id: person.id }} className={linkRow}>
          <UserAvatar name={person.name || person.email} image={person.image} />
          <RowText title={person.name || person.email} detail={person.email} detailDir="ltr" />
          <HStack gap="2">
            {person.banned && (
              <Badge variant="solid" colorPalette="danger">
                <Trans>Banned</Trans>
              </Badge>
            )}
            {person.role === "admin" && (
              <Badge variant="outline">
                <Trans>Admin</Trans>
              </Badge>
            )}
          </HStack>
        </Link>
      )}
    </SearchListPage>
  );
}
