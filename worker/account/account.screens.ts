import { pagedRead, read, screens } from "../spa/screens.shared";

/** What the account screen reads, by React Query key and API request; the SPA's queries take their keys here. */
export const accountReads = {
  sessions: read(["account", "sessions"], "/api/account/sessions"),
  passkeys: read(["account", "passkeys"], "/api/auth/passkey/list-user-passkeys"),
  trustedDevices: read(["account", "trusted-devices"], "/api/account/trusted-devices"),
  apiKeys: read(["account", "api-keys"], "/api/account/api-keys"),
  activity: pagedRead(["account", "activity"], "/api/account/activity"),
};

const account = {
  reads: () => [
    accountReads.sessions,
    accountReads.passkeys,
    accountReads.trustedDevices,
    accountReads.apiKeys,
    accountReads.activity,
  ],
};

export default screens({ "/app/account": account, "/manager/account": account });
