/**
 * The id of the invitation a sign-in is on its way to, from its `redirect` (an invitation's
 * page, `/app/invitations/{id}/`); apart from the notice, which only such a sign-in loads.
 * better-auth's ids are letters and digits: anything else is no invitation of ours.
 */
export function invitationInRedirect(redirect: string): string | undefined {
  return /^\/app\/invitations\/([A-Za-z0-9_-]{1,64})\/?$/.exec(redirect)?.[1];
}
