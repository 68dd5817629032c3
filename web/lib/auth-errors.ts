import type { MessageDescriptor, Messages } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { addErrorMessages } from "./error-messages";
import { addCatalog, byLanguage } from "./i18n";

/**
 * Localised messages for the error codes better-auth answers with, in the order
 * better-auth exports them (core, email OTP, admin, organization, captcha, passkey, two-factor). Texts are
 * better-auth's own English unless the product words them.
 *
 * They load with better-auth's client (web/lib/auth-client.ts imports this module), since
 * only its calls can fail with these codes, and with their own catalog
 * (locales/<lang>/auth-errors.po): together about 5 KB that the sign-in screen would
 * otherwise download before anyone has typed an email (docs/decisions/0012).
 *
 * The Worker answers API clients in the same words: the build reads this table from its source
 * (each entry a code and a msg template without values) and writes it, translated, as static
 * files (build/auth-error-catalogs.ts, docs/decisions/0038).
 */
export const authErrorMessages = {
  USER_NOT_FOUND: msg`User not found`,
  FAILED_TO_CREATE_USER: msg`Failed to create user`,
  FAILED_TO_CREATE_SESSION: msg`Failed to create session`,
  FAILED_TO_UPDATE_USER: msg`Failed to update user`,
  FAILED_TO_GET_SESSION: msg`Failed to get session`,
  INVALID_PASSWORD: msg`Invalid password`,
  // The email field's own wording, shared with its check.
  INVALID_EMAIL: msg`Email is invalid`,
  INVALID_EMAIL_OR_PASSWORD: msg`Invalid email or password`,
  INVALID_USER: msg`Invalid user`,
  SOCIAL_ACCOUNT_ALREADY_LINKED: msg`Social account already linked`,
  PROVIDER_NOT_FOUND: msg`Provider not found`,
  INVALID_TOKEN: msg`Invalid token`,
  TOKEN_EXPIRED: msg`Token expired`,
  ID_TOKEN_NOT_SUPPORTED: msg`id_token not supported`,
  FAILED_TO_GET_USER_INFO: msg`Failed to get user info`,
  USER_EMAIL_NOT_FOUND: msg`User email not found`,
  EMAIL_NOT_VERIFIED: msg`Email not verified`,
  PASSWORD_TOO_SHORT: msg`Password too short`,
  PASSWORD_TOO_LONG: msg`Password too long`,
  USER_ALREADY_EXISTS: msg`User already exists.`,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: msg`User already exists. Use another email.`,
  EMAIL_CAN_NOT_BE_UPDATED: msg`Email can not be updated`,
  CHANGE_EMAIL_DISABLED: msg`Change email is disabled`,
  CREDENTIAL_ACCOUNT_NOT_FOUND: msg`Credential account not found`,
  SESSION_EXPIRED: msg`Session expired. Re-authenticate to perform this action.`,
  FAILED_TO_UNLINK_LAST_ACCOUNT: msg`You can't unlink your last account`,
  ACCOUNT_NOT_FOUND: msg`Account not found`,
  USER_ALREADY_HAS_PASSWORD: msg`User already has a password. Provide that to delete the account.`,
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: msg`Cross-site navigation login blocked. This request appears to be a CSRF attack.`,
  VERIFICATION_EMAIL_NOT_ENABLED: msg`Verification email isn't enabled`,
  EMAIL_ALREADY_VERIFIED: msg`Email is already verified`,
  EMAIL_MISMATCH: msg`Email mismatch`,
  SESSION_NOT_FRESH: msg`Session is not fresh`,
  LINKED_ACCOUNT_ALREADY_EXISTS: msg`Linked account already exists`,
  INVALID_ORIGIN: msg`Invalid origin`,
  INVALID_CALLBACK_URL: msg`Invalid callbackURL`,
  INVALID_REDIRECT_URL: msg`Invalid redirectURL`,
  INVALID_ERROR_CALLBACK_URL: msg`Invalid errorCallbackURL`,
  INVALID_NEW_USER_CALLBACK_URL: msg`Invalid newUserCallbackURL`,
  MISSING_OR_NULL_ORIGIN: msg`Missing or null Origin`,
  CALLBACK_URL_REQUIRED: msg`callbackURL is required`,
  FAILED_TO_CREATE_VERIFICATION: msg`Unable to create verification`,
  FIELD_NOT_ALLOWED: msg`Field not allowed to be set`,
  ASYNC_VALIDATION_NOT_SUPPORTED: msg`Async validation is not supported`,
  VALIDATION_ERROR: msg`Validation Error`,
  MISSING_FIELD: msg`Field is required`,
  METHOD_NOT_ALLOWED_DEFER_SESSION_REQUIRED: msg`POST method requires deferSessionRefresh to be enabled in session config`,
  BODY_MUST_BE_AN_OBJECT: msg`Body must be an object`,
  PASSWORD_ALREADY_SET: msg`User already has a password set`,

  // The product words these two itself.
  OTP_EXPIRED: msg`otp expired`,
  INVALID_OTP: msg`invalid otp`,
  // The code is spent after too many guesses, so the message says what to do next.
  TOO_MANY_ATTEMPTS: msg`Too many attempts. Request a new code.`,

  YOU_CANNOT_BAN_YOURSELF: msg`You cannot ban yourself`,
  YOU_ARE_NOT_ALLOWED_TO_CHANGE_USERS_ROLE: msg`You are not allowed to change users role`,
  YOU_ARE_NOT_ALLOWED_TO_CREATE_USERS: msg`You are not allowed to create users`,
  YOU_ARE_NOT_ALLOWED_TO_LIST_USERS: msg`You are not allowed to list users`,
  YOU_ARE_NOT_ALLOWED_TO_LIST_USERS_SESSIONS: msg`You are not allowed to list users sessions`,
  YOU_ARE_NOT_ALLOWED_TO_BAN_USERS: msg`You are not allowed to ban users`,
  YOU_ARE_NOT_ALLOWED_TO_IMPERSONATE_USERS: msg`You are not allowed to impersonate users`,
  YOU_ARE_NOT_ALLOWED_TO_REVOKE_USERS_SESSIONS: msg`You are not allowed to revoke users sessions`,
  YOU_ARE_NOT_ALLOWED_TO_DELETE_USERS: msg`You are not allowed to delete users`,
  YOU_ARE_NOT_ALLOWED_TO_SET_USERS_PASSWORD: msg`You are not allowed to set users password`,
  BANNED_USER: msg`You have been banned from this application`,
  YOU_ARE_NOT_ALLOWED_TO_GET_USER: msg`You are not allowed to get user`,
  NO_DATA_TO_UPDATE: msg`No data to update`,
  YOU_ARE_NOT_ALLOWED_TO_UPDATE_USERS: msg`You are not allowed to update users`,
  YOU_CANNOT_REMOVE_YOURSELF: msg`You cannot remove yourself`,
  YOU_ARE_NOT_ALLOWED_TO_SET_NON_EXISTENT_VALUE: msg`You are not allowed to set a non-existent role value`,
  YOU_CANNOT_IMPERSONATE_ADMINS: msg`You cannot impersonate admins`,
  INVALID_ROLE_TYPE: msg`Invalid role type`,
  YOU_ARE_NOT_ALLOWED_TO_SET_USERS_EMAIL: msg`You are not allowed to update users email`,
  YOU_ARE_NOT_ALLOWED_TO_SET_USERS_PHONE_NUMBER: msg`You are not allowed to update users phone number`,
  PASSWORD_CANNOT_BE_UPDATED_VIA_UPDATE_USER: msg`Password cannot be updated through update-user. Use the set-user-password endpoint instead`,
  USER_ID_CANNOT_BE_UPDATED: msg`User id cannot be updated`,

  YOU_ARE_NOT_ALLOWED_TO_CREATE_A_NEW_ORGANIZATION: msg`You are not allowed to create a new organization`,
  YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_ORGANIZATIONS: msg`You have reached the maximum number of organizations`,
  ORGANIZATION_ALREADY_EXISTS: msg`Organization already exists`,
  ORGANIZATION_SLUG_ALREADY_TAKEN: msg`Organization slug already taken`,
  ORGANIZATION_NOT_FOUND: msg`Organization not found`,
  USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION: msg`User is not a member of the organization`,
  YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_ORGANIZATION: msg`You are not allowed to update this organization`,
  YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_ORGANIZATION: msg`You are not allowed to delete this organization`,
  NO_ACTIVE_ORGANIZATION: msg`No active organization`,
  USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION: msg`User is already a member of this organization`,
  MEMBER_NOT_FOUND: msg`Member not found`,
  ROLE_NOT_FOUND: msg`Role not found`,
  YOU_ARE_NOT_ALLOWED_TO_CREATE_A_NEW_TEAM: msg`You are not allowed to create a new team`,
  TEAM_ALREADY_EXISTS: msg`Team already exists`,
  TEAM_NOT_FOUND: msg`Team not found`,
  YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER: msg`You cannot leave the organization as the only owner`,
  YOU_CANNOT_LEAVE_THE_ORGANIZATION_WITHOUT_AN_OWNER: msg`You cannot leave the organization without an owner`,
  YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_MEMBER: msg`You are not allowed to delete this member`,
  YOU_ARE_NOT_ALLOWED_TO_INVITE_USERS_TO_THIS_ORGANIZATION: msg`You are not allowed to invite users to this organization`,
  USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION: msg`User is already invited to this organization`,
  INVITATION_NOT_FOUND: msg`Invitation not found`,
  YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION: msg`You are not the recipient of the invitation`,
  EMAIL_VERIFICATION_REQUIRED_BEFORE_ACCEPTING_OR_REJECTING_INVITATION: msg`Email verification required before accepting or rejecting invitation`,
  EMAIL_VERIFICATION_REQUIRED_FOR_INVITATION: msg`Email verification required to view or list invitations for the session email`,
  YOU_ARE_NOT_ALLOWED_TO_CANCEL_THIS_INVITATION: msg`You are not allowed to cancel this invitation`,
  YOU_ARE_NOT_ALLOWED_TO_LIST_INVITATIONS: msg`You are not allowed to list invitations for this organization`,
  // The code also covers a sender who is still a member but lost the role that granted it.
  INVITER_IS_NO_LONGER_A_MEMBER_OF_THE_ORGANIZATION: msg`The person who invited you is no longer a member of the organization, or may no longer grant this role`,
  YOU_ARE_NOT_ALLOWED_TO_INVITE_USER_WITH_THIS_ROLE: msg`You are not allowed to invite a user with this role`,
  FAILED_TO_RETRIEVE_INVITATION: msg`Failed to retrieve invitation`,
  YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_TEAMS: msg`You have reached the maximum number of teams`,
  UNABLE_TO_REMOVE_LAST_TEAM: msg`Unable to remove last team`,
  YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER: msg`You are not allowed to update this member`,
  ORGANIZATION_MEMBERSHIP_LIMIT_REACHED: msg`Organization membership limit reached`,
  YOU_ARE_NOT_ALLOWED_TO_CREATE_TEAMS_IN_THIS_ORGANIZATION: msg`You are not allowed to create teams in this organization`,
  YOU_ARE_NOT_ALLOWED_TO_DELETE_TEAMS_IN_THIS_ORGANIZATION: msg`You are not allowed to delete teams in this organization`,
  YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_TEAM: msg`You are not allowed to update this team`,
  YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_TEAM: msg`You are not allowed to delete this team`,
  INVITATION_LIMIT_REACHED: msg`Invitation limit reached`,
  TEAM_MEMBER_LIMIT_REACHED: msg`Team member limit reached`,
  USER_IS_NOT_A_MEMBER_OF_THE_TEAM: msg`User is not a member of the team`,
  YOU_CAN_NOT_ACCESS_THE_MEMBERS_OF_THIS_TEAM: msg`You are not allowed to list the members of this team`,
  YOU_DO_NOT_HAVE_AN_ACTIVE_TEAM: msg`You do not have an active team`,
  YOU_ARE_NOT_ALLOWED_TO_CREATE_A_NEW_TEAM_MEMBER: msg`You are not allowed to create a new member`,
  YOU_ARE_NOT_ALLOWED_TO_REMOVE_A_TEAM_MEMBER: msg`You are not allowed to remove a team member`,
  YOU_ARE_NOT_ALLOWED_TO_ACCESS_THIS_ORGANIZATION: msg`You are not allowed to access this organization as an owner`,
  YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION: msg`You are not a member of this organization`,
  MISSING_AC_INSTANCE: msg`Dynamic Access Control requires a pre-defined ac instance on the server auth plugin. Read server logs for more information`,
  YOU_MUST_BE_IN_AN_ORGANIZATION_TO_CREATE_A_ROLE: msg`You must be in an organization to create a role`,
  YOU_ARE_NOT_ALLOWED_TO_CREATE_A_ROLE: msg`You are not allowed to create a role`,
  YOU_ARE_NOT_ALLOWED_TO_UPDATE_A_ROLE: msg`You are not allowed to update a role`,
  YOU_ARE_NOT_ALLOWED_TO_DELETE_A_ROLE: msg`You are not allowed to delete a role`,
  YOU_ARE_NOT_ALLOWED_TO_READ_A_ROLE: msg`You are not allowed to read a role`,
  YOU_ARE_NOT_ALLOWED_TO_LIST_A_ROLE: msg`You are not allowed to list a role`,
  YOU_ARE_NOT_ALLOWED_TO_GET_A_ROLE: msg`You are not allowed to get a role`,
  TOO_MANY_ROLES: msg`This organization has too many roles`,
  INVALID_RESOURCE: msg`The provided permission includes an invalid resource`,
  ROLE_NAME_IS_ALREADY_TAKEN: msg`That role name is already taken`,
  CANNOT_DELETE_A_PRE_DEFINED_ROLE: msg`Cannot delete a pre-defined role`,
  ROLE_IS_ASSIGNED_TO_MEMBERS: msg`Cannot delete a role that is assigned to members. Please reassign the members to a different role first`,
  INVALID_TEAM_ID: msg`Team id contains a reserved character`,

  // Cloudflare Turnstile (worker/auth/captcha.ts), worded as the Worker words them
  // (worker/lib/errors.ts): the person sees a check, not a "CAPTCHA response".
  VERIFICATION_FAILED: msg`The check that you are human failed. Try it again.`,
  MISSING_RESPONSE: msg`Complete the check that you are human, then try again.`,
  // better-auth 1.7 answers UNKNOWN_ERROR here; the Worker turns it into this code.
  SERVICE_UNAVAILABLE: msg`The check that you are human cannot be confirmed right now. Try again in a moment.`,
  // The SPA's own: Cloudflare's script did not load (offline, blocked), so no code was asked for.
  CAPTCHA_UNAVAILABLE: msg`The check that you are human could not load. Check your connection, then try again.`,

  // Passkeys (@better-auth/passkey); those the Worker words itself as it words them (worker/lib/errors.ts).
  CHALLENGE_NOT_FOUND: msg`This passkey request has expired. Try again.`,
  YOU_ARE_NOT_ALLOWED_TO_REGISTER_THIS_PASSKEY: msg`You are not allowed to register this passkey`,
  FAILED_TO_VERIFY_REGISTRATION: msg`This passkey could not be verified. Try again, or use another device.`,
  PASSKEY_NOT_FOUND: msg`Passkey not found`,
  AUTHENTICATION_FAILED: msg`Sign-in with this passkey failed. Try again, or sign in with a code.`,
  UNABLE_TO_CREATE_SESSION: msg`Unable to create session`,
  FAILED_TO_UPDATE_PASSKEY: msg`Failed to update passkey`,
  PREVIOUSLY_REGISTERED: msg`This passkey is already added to your account.`,
  REGISTRATION_CANCELLED: msg`Adding the passkey was cancelled.`,
  AUTH_CANCELLED: msg`Sign-in with a passkey was cancelled.`,
  SESSION_REQUIRED: msg`Sign in to add a passkey.`,
  RESOLVE_USER_REQUIRED: msg`Sign in to add a passkey.`,
  RESOLVED_USER_INVALID: msg`Resolved user is invalid`,
  PASSKEY_LIMIT_REACHED: msg`You have reached the maximum number of passkeys. Delete one to add another.`,

  // The second factor (better-auth's two-factor plugin, worker/auth/second-factor.ts), in the
  // product's words where a person meets them; its emailed second code is closed here.
  OTP_NOT_ENABLED: msg`OTP not enabled`,
  OTP_NOT_CONFIGURED: msg`OTP is not available`,
  OTP_HAS_EXPIRED: msg`OTP has expired`,
  TOTP_NOT_ENABLED: msg`Two-step sign-in is not turned on.`,
  TOTP_ALREADY_ENABLED: msg`Two-step sign-in is already on.`,
  TOTP_NOT_CONFIGURED: msg`TOTP is not available`,
  TWO_FACTOR_NOT_ENABLED: msg`Two-step sign-in is not turned on.`,
  BACKUP_CODES_NOT_ENABLED: msg`Recovery codes are not set up.`,
  INVALID_BACKUP_CODE: msg`This recovery code is not valid, or was already used.`,
  INVALID_CODE: msg`This code is not valid. Enter the code your app shows now.`,
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: msg`Too many wrong codes. Sign in again.`,
  ACCOUNT_TEMPORARILY_LOCKED: msg`Too many wrong codes. Wait 15 minutes, then sign in again.`,
  INVALID_TWO_FACTOR_COOKIE: msg`This sign-in has expired. Sign in again.`,
} satisfies Record<string, MessageDescriptor>;

/**
 * The name of the box Turnstile's widget appears in (web/lib/turnstile.ts), in this catalog,
 * which loads with the client, rather than the sign-in screen's.
 */
export const turnstileLabel = msg`Check that you are human`;

/**
 * better-auth's access control (`role.authorize()`, as in worker/auth/permissions.shared.ts) refuses
 * with English text and no code; its third refusal reads like UNAUTHORIZED (web/lib/error-messages.ts).
 */
export const accessRefusals = {
  unknownResource: msg`You are not allowed to access resource: {resource}`,
  unauthorizedResource: msg`unauthorized to access resource "{resource}"`,
} satisfies Record<string, MessageDescriptor>;

addErrorMessages(authErrorMessages);
// Top-level await: a module importing the client can show these the moment a call fails.
await addCatalog(byLanguage(import.meta.glob<{ messages: Messages }>("../../locales/*/auth-errors.po")));
