import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { AuditAction } from "../../../worker/audit/audit-actions.shared";

/** Each recorded action as a person reads it; typed by the Worker's list, so none is left unnamed. */
const actionLabels: Record<AuditAction, MessageDescriptor> = {
  sign_in: msg`Signed in`,
  "sign_in.failed": msg`Sign-in refused`,
  "code_request.refused": msg`Code request refused`,
  "user.create": msg`Account created`,
  "user.role": msg`Role changed`,
  "user.ban": msg`Banned`,
  "user.unban": msg`Unbanned`,
  "user.email": msg`Email changed`,
  "user.delete": msg`Account deleted`,
  "impersonation.start": msg`Impersonation started`,
  "impersonation.stop": msg`Impersonation ended`,
  "session.revoke": msg`Sessions revoked`,
  "member.add": msg`Member added`,
  "member.role": msg`Member role changed`,
  "member.remove": msg`Member removed`,
  "invitation.create": msg`Invitation sent`,
  "invitation.accepted": msg`Invitation accepted`,
  "invitation.rejected": msg`Invitation rejected`,
  "invitation.canceled": msg`Invitation canceled`,
  "organization.delete": msg`Organization deleted`,
  "passkey.add": msg`Passkey added`,
  "passkey.remove": msg`Passkey removed`,
  "second_factor.on": msg`Two-step sign-in turned on`,
  "second_factor.off": msg`Two-step sign-in turned off`,
  "second_factor.reset": msg`Two-step sign-in reset`,
  "second_factor.failed": msg`Second step refused`,
  "recovery_code.use": msg`Recovery code used`,
  "recovery_codes.renew": msg`New recovery codes`,
  "trusted_device.add": msg`Device trusted`,
  "trusted_device.remove": msg`Trusted device ended`,
  "file.upload": msg`Picture uploaded`,
  "file.remove": msg`Picture removed`,
  "export.request": msg`Copy of data requested`,
  "export.download": msg`Copy of data downloaded`,
  "api_key.create": msg`API key created`,
  "api_key.revoke": msg`API key revoked`,
  "api_key.new_network": msg`API key used from a new network`,
};

export const actionLabel = (i18n: I18n, action: AuditAction) => i18n._(actionLabels[action]);

/** When an event happened, in the person's language and time zone. */
export const AUDIT_WHEN: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" };
