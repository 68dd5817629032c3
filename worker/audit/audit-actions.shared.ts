/**
 * What the audit trail records (migrations/0016_audit_trail.sql, 0017, 0021, 0022 and 0023, worker/audit/refusals.ts).
 * Pure and without imports: the SPA names them from the same list, and reads its URL by it.
 */
export const AUDIT_ACTIONS = [
  "sign_in",
  "sign_in.failed",
  "code_request.refused",
  "user.create",
  "user.role",
  "user.ban",
  "user.unban",
  "user.email",
  "user.delete",
  "impersonation.start",
  "impersonation.stop",
  "session.revoke",
  "member.add",
  "member.role",
  "member.remove",
  "invitation.create",
  "invitation.accepted",
  "invitation.rejected",
  "invitation.canceled",
  "organization.delete",
  "passkey.add",
  "passkey.remove",
  "second_factor.on",
  "second_factor.off",
  "second_factor.reset",
  "second_factor.failed",
  "recovery_code.use",
  "recovery_codes.renew",
  "trusted_device.add",
  "trusted_device.remove",
  "file.upload",
  "file.remove",
  "export.request",
  "export.download",
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];
