import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { fieldMessage } from "./field-messages.shared";

/**
 * Field messages only the API gives: no form of the SPA can produce these problems (a
 * repeated or non-numeric query parameter), so they stay out of the SPA's catalogs.
 */
export const apiFieldMessages = {
  repeated: msg`Give this parameter only once`,
  wholeNumber: msg`This value must be a whole number`,
  tooSmall: msg`This value must be at least {minimum}`,
  tooLarge: msg`This value must be at most {maximum}`,
};

const byId = new Map<string, MessageDescriptor>(
  Object.values(apiFieldMessages).map((descriptor) => [descriptor.id, descriptor]),
);

/** The descriptor to translate for an issue's message id, whichever table holds it. */
export function issueMessage(id: string): MessageDescriptor {
  return byId.get(id) ?? fieldMessage(id);
}
