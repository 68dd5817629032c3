import { subjectOf } from "../audit/refusals";
import type { ErrorBody } from "../lib/errors";

/**
 * Why and until when a person is banned, for the sign-in that found it: better-auth refuses
 * a banned person only once the code or passkey has proved who they are (its session hook),
 * so the notice tells nothing to someone who merely knows the address.
 */
export async function banNotice(d1: Pick<D1Database, "prepare">, witness: Request): Promise<ErrorBody["ban"]> {
  const { email, credential } = await subjectOf(witness);
  const person = await d1
    .prepare(
      `SELECT ban_reason AS reason, ban_expires AS expires FROM user
        WHERE banned = 1 AND (email = ?1 OR id = (SELECT user_id FROM passkey WHERE credential_id = ?2))`,
    )
    .bind(email, credential)
    .first<{ reason: string | null; expires: number | null }>();
  if (!person) return undefined;
  return { reason: person.reason, until: person.expires === null ? null : new Date(person.expires).toISOString() };
}
