import { useLingui } from "@lingui/react/macro";
import { useRef, useState } from "react";
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from "../../../worker/auth/organization-slug.shared";
import { fieldMessages } from "../../../worker/lib/field-messages.shared";
import { loadAuthClient } from "../../lib/auth-client-on-demand";
import { errorCode } from "../../lib/error-messages";

export const SLUG_TAKEN = "ORGANIZATION_SLUG_ALREADY_TAKEN";

/** Checks a slug as it is typed: the same rule as the server's, then whether it is free. */
export async function slugProblem(slug: string, takenMessage: string): Promise<string | undefined> {
  if (!slug) return fieldMessages.invalidValue.id;
  if (slug.length > SLUG_MAX_LENGTH || !SLUG_PATTERN.test(slug)) return fieldMessages.invalidValue.id;
  const { error } = await (await loadAuthClient()).organization.checkSlug({ slug });
  if (!error) return undefined;
  return errorCode(error) === SLUG_TAKEN ? takenMessage : undefined;
}

/**
 * Whether a slug can be used, checked a moment after the person stops typing it: a hint
 * beside the field, not one of the form's rules. TanStack Form drops a submit made while an
 * async rule is still running, so with the check as a rule, pressing Create right after
 * typing did nothing at all. The server decides on submit, whatever the hint said. `current`
 * is the organization's own slug, which is not "taken".
 */
export function useSlugHint(current?: string) {
  const { t } = useLingui();
  const taken = t`This slug is taken`;
  const [hint, setHint] = useState<string>();
  const latest = useRef("");
  const sent = useRef<string>(undefined);
  return {
    hint,
    /**
     * The slug the form sends: a check of it still waiting for its debounce is dropped, as
     * the slug would by then be the organization's own, "taken".
     */
    sent: (slug: string) => {
      sent.current = slug;
    },
    /** For the slug field's `listeners`, with `onChangeDebounceMs`. */
    onChange: async ({ value }: { value: string }) => {
      if (value === sent.current) return;
      sent.current = undefined;
      latest.current = value;
      setHint(undefined);
      const problem = value === current ? undefined : await slugProblem(value, taken);
      if (latest.current === value) setHint(problem);
    },
  };
}
