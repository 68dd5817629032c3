import { Trans, useLingui } from "@lingui/react/macro";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Plus } from "lucide-react";
import { HStack } from "styled-system/jsx";
import { DataList } from "../../components/data-list";
import { LinkRows, linkRow, RowText } from "../../components/link-rows";
import { PageFrame } from "../../components/page-frame";
import { SearchInput } from "../../components/search-input";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Skeleton } from "../../components/ui/skeleton";
import { UserAvatar } from "../../components/user-avatar";
import { useCan } from "../auth/use-can";
import { userListQuery } from "./users.queries";

/** /manager/users: everyone, newest first, searchable by name or email. */
export function UsersPage({ searchTerm, onSearch }: { searchTerm: string; onSearch: (value: string) => void }) {
  const { t } = useLingui();
  const canCreate = useCan({ user: ["create"] });
  const query = useInfiniteQuery({ ...userListQuery(searchTerm), placeholderData: keepPreviousData });
  return (
    <PageFrame
      title={t`Users`}
      actions={
        canCreate && (
          <Button asChild>
            <Link to="/manager/users/new">
              <Plus aria-hidden="true" />
              <Trans>New user</Trans>
            </Link>
          </Button>
        )
      }
    >
      <SearchInput label={t`Search by name or email`} value={searchTerm} onChange={onSearch} />
      <DataList query={query} searchTerm={searchTerm} skeleton={<Skeleton height="16" />}>
        {(users) => (
          <LinkRows>
            {users.map((person) => (
              <li key={person.id}>
                <Link to="/manager/users/$id" params={{ id: person.id }} className={linkRow}>
                  <UserAvatar name={person.name || person.email} image={person.image} />
                  <RowText title={person.name || person.email} detail={person.email} detailDir="ltr" />
                  <HStack gap="2">
                    {person.banned && (
                      <Badge variant="solid" bg="fg.error">
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
              </li>
            ))}
          </LinkRows>
        )}
      </DataList>
    </PageFrame>
  );
}
