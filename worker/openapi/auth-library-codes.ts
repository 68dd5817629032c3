/**
 * better-auth's own refusals, which this server passes on with better-auth's code and status,
 * by the route that sends them: the auth document names each on its response, beside the
 * codes of our error table, so a client knows what to switch on. The Worker tests hold every
 * refusal they meet against the document (tests/support/contract.ts): a code a route sends
 * that is not listed here, or in our table for that route, fails them.
 */
type Status = 400 | 401 | 403 | 404 | 409 | 429;

const OTP_WRONG = ["INVALID_OTP", "OTP_EXPIRED"];
const OTP_SPENT = ["TOO_MANY_ATTEMPTS"];
const NO_ACTIVE_ORGANIZATION = "NO_ACTIVE_ORGANIZATION";
const NOT_A_MEMBER = "YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION";
const NOT_THE_RECIPIENT = "YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION";
const NO_ACCOUNT = "ACCOUNT_NOT_FOUND";

type Codes = Partial<Record<Status, string[]>>;

/**
 * Every route: better-auth checks a `callbackURL` in the query or the body against the app's
 * origin before the route runs, and on a write the body's other addresses too.
 */
export const LIBRARY_CODES_EVERYWHERE: Codes = { 403: ["INVALID_CALLBACK_URL"] };
export const LIBRARY_CODES_ON_WRITES: Codes = {
  403: ["INVALID_REDIRECT_URL", "INVALID_ERROR_CALLBACK_URL", "INVALID_NEW_USER_CALLBACK_URL"],
};

/** A second step answered: wrong, or its half-signed-in state over (5 wrong answers, 5 minutes). */
const SECOND_STEP: Codes = {
  400: ["TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE"],
  401: ["INVALID_TWO_FACTOR_COOKIE"],
  429: ["ACCOUNT_TEMPORARILY_LOCKED"],
};

export const LIBRARY_CODES: Record<string, Codes> = {
  "/two-factor/enable": { 400: ["TOTP_ALREADY_ENABLED"] },
  "/two-factor/verify-totp": {
    ...SECOND_STEP,
    400: ["TOTP_NOT_ENABLED", ...(SECOND_STEP[400] ?? [])],
    401: ["INVALID_CODE", ...(SECOND_STEP[401] ?? [])],
  },
  "/two-factor/verify-backup-code": {
    ...SECOND_STEP,
    400: ["BACKUP_CODES_NOT_ENABLED", ...(SECOND_STEP[400] ?? [])],
    401: ["INVALID_BACKUP_CODE", ...(SECOND_STEP[401] ?? [])],
  },
  "/two-factor/generate-backup-codes": { 400: ["TWO_FACTOR_NOT_ENABLED"] },
  "/sign-in/email-otp": { 400: OTP_WRONG, 403: OTP_SPENT },
  "/email-otp/verify-email": { 400: OTP_WRONG, 403: OTP_SPENT },
  "/email-otp/change-email": { 400: OTP_WRONG, 403: OTP_SPENT },
  "/sign-in/social": { 404: ["PROVIDER_NOT_FOUND"] },
  "/account-info": { 400: [NO_ACCOUNT] },
  "/get-access-token": { 400: [NO_ACCOUNT] },
  "/refresh-token": { 400: [NO_ACCOUNT] },
  "/unlink-account": { 400: [NO_ACCOUNT] },
  "/admin/get-user": { 403: ["YOU_ARE_NOT_ALLOWED_TO_GET_USER"], 404: ["USER_NOT_FOUND"] },
  "/admin/list-users": { 403: ["YOU_ARE_NOT_ALLOWED_TO_LIST_USERS"] },
  "/passkey/verify-authentication": { 400: ["CHALLENGE_NOT_FOUND"] },
  "/passkey/verify-registration": {
    400: ["CHALLENGE_NOT_FOUND"],
    401: ["YOU_ARE_NOT_ALLOWED_TO_REGISTER_THIS_PASSKEY"],
  },
  "/organization/update": { 403: ["YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_ORGANIZATION"] },
  "/organization/delete": { 403: ["YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_ORGANIZATION"] },
  "/organization/list-members": { 400: [NO_ACTIVE_ORGANIZATION] },
  "/organization/get-active-member": { 400: [NO_ACTIVE_ORGANIZATION] },
  "/organization/get-active-member-role": { 400: [NO_ACTIVE_ORGANIZATION], 403: [NOT_A_MEMBER] },
  "/organization/list-invitations": { 403: ["YOU_ARE_NOT_ALLOWED_TO_LIST_INVITATIONS"] },
  "/organization/invite-member": {
    400: ["USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION"],
    403: [
      "YOU_ARE_NOT_ALLOWED_TO_INVITE_USERS_TO_THIS_ORGANIZATION",
      "YOU_ARE_NOT_ALLOWED_TO_INVITE_USER_WITH_THIS_ROLE",
    ],
  },
  "/organization/cancel-invitation": { 403: ["YOU_ARE_NOT_ALLOWED_TO_CANCEL_THIS_INVITATION"] },
  "/organization/accept-invitation": { 403: [NOT_THE_RECIPIENT] },
  "/organization/reject-invitation": { 403: [NOT_THE_RECIPIENT] },
  "/organization/get-invitation": { 403: [NOT_THE_RECIPIENT] },
  "/organization/remove-member": { 403: ["YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_MEMBER"] },
  "/organization/update-member-role": { 403: ["YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER"] },
  "/organization/list-teams": { 400: [NO_ACTIVE_ORGANIZATION] },
  "/organization/create-team": {
    400: [NO_ACTIVE_ORGANIZATION],
    403: ["YOU_ARE_NOT_ALLOWED_TO_CREATE_TEAMS_IN_THIS_ORGANIZATION"],
  },
  "/organization/update-team": { 403: ["YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_TEAM"] },
  "/organization/remove-team": { 403: ["YOU_ARE_NOT_ALLOWED_TO_DELETE_TEAMS_IN_THIS_ORGANIZATION"] },
  "/organization/add-team-member": { 403: ["YOU_ARE_NOT_ALLOWED_TO_CREATE_A_NEW_TEAM_MEMBER"] },
  "/organization/remove-team-member": { 403: ["YOU_ARE_NOT_ALLOWED_TO_REMOVE_A_TEAM_MEMBER"] },
  "/organization/list-team-members": { 400: ["YOU_DO_NOT_HAVE_AN_ACTIVE_TEAM"] },
};
