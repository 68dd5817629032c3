/**
 * What the audit trail records (migrations/0016_audit_trail.sql and 0017, worker/audit/refusals.ts).
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
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];
