import { Trans, useLingui } from "@lingui/react/macro";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Plus } from "lucide-react";
import { css } from "styled-system/css";
import { Box, HStack, Stack } from "styled-system/jsx";
import { DataList } from "../../components/data-list";
import { PageFrame } from "../../components/page-frame";
import { SearchInput } from "../../components/search-input";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Skeleton } from "../../components/ui/skeleton";
import { Text } from "../../components/ui/text";
import { UserAvatar } from "../../components/user-avatar";
import { useCan } from "../auth/use-can";
import { userListQuery } from "./users.queries";

const row = css({
  display: "flex",
  alignItems: "center",
  gap: "4",
  p: "3",
  textDecoration: "none",
  color: "fg.default",
  _hover: { bg: "bg.subtle" },
  _focusVisible: { outline: "2px solid", outlineColor: "colorPalette.default", outlineOffset: "-2px" },
});

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
          <Box as="ul" borderWidth="1px" borderRadius="l3" bg="bg.default" listStyle="none" divideY="1px">
            {users.map((person) => (
              <li key={person.id}>
                <Link to="/manager/users/$id" params={{ id: person.id }} className={row}>
                  <UserAvatar name={person.name || person.email} image={person.image} />
                  <Stack gap="0" flex="1" minW="0">
                    <Text fontWeight="semibold" truncate dir="auto">
                      {person.name || person.email}
                    </Text>
                    <Text fontSize="sm" color="fg.muted" truncate dir="ltr" textAlign="start">
                      {person.email}
                    </Text>
                  </Stack>
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
          </Box>
        )}
      </DataList>
    </PageFrame>
  );
}
