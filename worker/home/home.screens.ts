import { organizationReads } from "../organizations/organizations.screens";
import { screens } from "../spa/screens.shared";

/** /app/: what the person belongs to and what waits for their answer. */
export default screens({
  "/app": { reads: () => [organizationReads.mine, organizationReads.myInvitations] },
});
