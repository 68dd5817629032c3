import { type QueryClient, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { notFound } from "@tanstack/react-router";
import type { JSONParsed } from "hono/utils/types";
import type { Auth } from "../../../worker/auth/auth.shared";
import { organizationReads } from "../../../worker/organizations/organizations.screens";
import { sessionRead } from "../../../worker/spa/screens.shared";
import { client, pathParams } from "../../lib/api-client";
import { ApiRequestError, NO_RESPONSE, unwrap } from "../../lib/api-error";
import { captchaFetchOptions, loadAuthClient } from "../../lib/auth-client-on-demand";
import { useConfig } from "../config/config.queries";

/**
 * The /app organization screens' reads and writes. Reads are plain requests, as the Worker
 * makes them when it hands a screen its data (worker/organizations/organizations.screens.ts): better-auth's client
 * would turn dates into Date objects, and the first render would differ from what arrived.
 * Writes go through better-auth's client, loaded by the first of them (decision 0030), which throws
 * nothing: `done` turns its errors into rejections for React Query.
 */
type Endpoints = Auth["api"];
/** What a better-auth endpoint answers, as JSON carries it (dates as strings). */
type Answer<Name extends keyof Endpoints> = JSONParsed<NonNullable<Awaited<ReturnType<Endpoints[Name]>>>>;

export type FullOrganization = Answer<"getFullOrganization">;
export type OrganizationMember = FullOrganization["members"][number];
export type OrganizationTeam = NonNullable<FullOrganization["teams"]>[number];

type OrganizationClient = Awaited<ReturnType<typeof loadAuthClient>>["organization"];

/** A write through better-auth's organization client, its refusal thrown. */
async function done<T>(
  write: (org: OrganizationClient) => Promise<{ data: T; error: unknown }>,
): Promise<NonNullable<T>> {
  const { data, error } = await write((await loadAuthClient()).organization);
  if (error) throw error;
  return data as NonNullable<T>;
}

const authGet = <T>(path: string, query: Record<string, string>) =>
  unwrap<T>(fetch(`/api/auth/organization/${path}?${new URLSearchParams(query)}`));

export const myOrganizationsQuery = queryOptions({
  queryKey: organizationReads.mine.queryKey,
  queryFn: () => unwrap(client.api.account.organizations.$get()),
});

/** The pending invitations sent to me (the home screen). */
export const myInvitationsQuery = queryOptions({
  queryKey: organizationReads.myInvitations.queryKey,
  queryFn: () => unwrap(client.api.invitations.$get()),
});

export const organizationQuery = (slug: string) =>
  queryOptions({
    queryKey: organizationReads.bySlug(slug).queryKey,
    queryFn: () => authGet<FullOrganization>("get-full-organization", { organizationSlug: slug }),
  });

/** A team's people, for any member of its organization: better-auth's own list answers only the team's own. */
export const teamMembersQuery = (teamId: string) =>
  queryOptions({
    queryKey: [...organizationReads.all, "team", teamId] as const,
    queryFn: () => unwrap(client.api.teams[":id"].members.$get({ param: pathParams({ id: teamId }) })),
  });

/**
 * For the route's loader: the organization, or the router's not-found screen when there is
 * none by that slug or I am not in it (the same answer, so a slug tells strangers nothing).
 */
export async function ensureOrganization(queryClient: QueryClient, slug: string) {
  try {
    return await queryClient.ensureQueryData(organizationQuery(slug));
  } catch (error) {
    if (error instanceof ApiRequestError && NOT_MINE.has(error.body.code)) throw notFound();
    throw error;
  }
}

const NOT_MINE = new Set(["ORGANIZATION_NOT_FOUND", "USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION", "NOT_FOUND"]);

export const invitationQuery = (id: string) =>
  queryOptions({
    queryKey: organizationReads.invitation(id).queryKey,
    queryFn: () => unwrap(client.api.invitations[":id"].$get({ param: pathParams({ id }) })),
    // A refusal is the answer (not mine, no such invitation); only a lost connection is retried.
    retry: (failures, error) => failures < 2 && error instanceof ApiRequestError && error.status === NO_RESPONSE,
  });

/**
 * Every organization write refreshes what shows organizations, and the session: creating,
 * joining, leaving or switching changes the active organization.
 */
function useOrganizationMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: organizationReads.all }),
        queryClient.invalidateQueries({ queryKey: organizationReads.mine.queryKey }),
        queryClient.invalidateQueries({ queryKey: sessionRead.queryKey }),
      ]),
  });
}

export const useCreateOrganization = () =>
  useOrganizationMutation((input: { name: string; slug: string }) => done((org) => org.create(input)));
export const useSetActiveOrganization = () =>
  useOrganizationMutation((organizationId: string | null) => done((org) => org.setActive({ organizationId })));
export const useUpdateOrganization = (organizationId: string) =>
  useOrganizationMutation((data: { name?: string; slug?: string }) =>
    done((org) => org.update({ organizationId, data })),
  );
export const useDeleteOrganization = (organizationId: string) =>
  useOrganizationMutation(() => done((org) => org.delete({ organizationId })));
export const useLeaveOrganization = (organizationId: string) =>
  useOrganizationMutation(() => done((org) => org.leave({ organizationId })));

/**
 * An invitation mails the address typed: with Turnstile on, it carries a token from the widget,
 * which appears in the form that holds `near` (web/lib/auth-client.ts).
 */
export const useInviteMember = (organizationId: string) => {
  const { captcha } = useConfig();
  return useOrganizationMutation(
    async ({ near, ...input }: { email: string; role: OrganizationRole; resend?: boolean; near: Element | null }) => {
      const fetchOptions = await captchaFetchOptions(captcha, near);
      return done((org) => org.inviteMember({ organizationId, ...input, fetchOptions }));
    },
  );
};
export const useCancelInvitation = () =>
  useOrganizationMutation((invitationId: string) => done((org) => org.cancelInvitation({ invitationId })));
export const useUpdateMemberRole = (organizationId: string) =>
  useOrganizationMutation((input: { memberId: string; role: OrganizationRole }) =>
    done((org) => org.updateMemberRole({ organizationId, ...input })),
  );
export const useRemoveMember = (organizationId: string) =>
  useOrganizationMutation((memberIdOrEmail: string) =>
    done((org) => org.removeMember({ organizationId, memberIdOrEmail })),
  );

export const useAcceptInvitation = () =>
  useOrganizationMutation((invitationId: string) => done((org) => org.acceptInvitation({ invitationId })));
export const useRejectInvitation = () =>
  useOrganizationMutation((invitationId: string) => done((org) => org.rejectInvitation({ invitationId })));

export const useCreateTeam = (organizationId: string) =>
  useOrganizationMutation((name: string) => done((org) => org.createTeam({ organizationId, name })));
export const useRenameTeam = (organizationId: string) =>
  useOrganizationMutation(({ teamId, name }: { teamId: string; name: string }) =>
    done((org) => org.updateTeam({ teamId, data: { organizationId, name } })),
  );
export const useRemoveTeam = (organizationId: string) =>
  useOrganizationMutation((teamId: string) => done((org) => org.removeTeam({ teamId, organizationId })));
export const useAddTeamMember = (organizationId: string) =>
  useOrganizationMutation(({ teamId, userId }: { teamId: string; userId: string }) =>
    done((org) => org.addTeamMember({ organizationId, teamId, userId })),
  );
export const useRemoveTeamMember = (organizationId: string) =>
  useOrganizationMutation(({ teamId, userId }: { teamId: string; userId: string }) =>
    done((org) => org.removeTeamMember({ organizationId, teamId, userId })),
  );

export const ORGANIZATION_ROLES = ["owner", "admin", "member"] as const;
export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number];
