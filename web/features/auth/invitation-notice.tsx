import { Trans } from "@lingui/react/macro";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { Box } from "styled-system/jsx";
import { organizationReads } from "../../../worker/organizations/organizations.screens";
import { client, pathParams } from "../../lib/api-client";
import { unwrap } from "../../lib/api-error";
import { InvitedYou } from "./invited-you";

const invitationPreviewQuery = (id: string) =>
  queryOptions({
    queryKey: organizationReads.invitationPreview(id).queryKey,
    queryFn: () => unwrap(client.api.invitations[":id"].preview.$get({ param: pathParams({ id }) })),
    // An invitation no longer open says nothing here: its recipient learns why once signed in.
    retry: false,
  });

/**
 * On the sign-in screen an invitation's link leads to when signed out: who invited which
 * address to what, and that address in the email field, so the right account signs in (and
 * comes back to the invitation, as `redirect` says).
 */
export default function InvitationNotice({ id, onAddress }: { id: string; onAddress: (email: string) => void }) {
  const { data } = useQuery(invitationPreviewQuery(id));
  useEffect(() => {
    if (data) onAddress(data.email);
  }, [data, onAddress]);
  if (!data) return null;
  const email = <bdi>{data.email}</bdi>;
  return (
    <Box
      bg="bg.subtle"
      borderRadius="l2"
      p="3"
      fontSize="sm"
      overflowWrap="anywhere"
      role="status"
      data-testid="invitation-notice"
    >
      <InvitedYou invitation={data} /> <Trans>Sign in with {email} to answer it.</Trans>
    </Box>
  );
}
