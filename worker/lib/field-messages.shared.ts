import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/**
 * Messages of field validation, shared by the API (400 and 409 issues) and the SPA (form
 * errors before any request). Schemas carry the message's id; whoever shows it translates
 * the id with its own catalog, so both catalogs list these (lingui.config.ts).
 */
export const fieldMessages = {
  required: msg`This field is required`,
  tooLong: msg`This field is too long`,
  forbiddenCharacters: msg`This field contains characters that are not allowed`,
  titleRequired: msg`Title is required`,
  titleTaken: msg`Title already used with the same author`,
  authorRequired: msg`Author is required`,
  genreRequired: msg`Genre is required`,
  genreUnknown: msg`This genre does not exist`,
  coverInvalid: msg`The cover must be an uploaded picture or an https:// address on one of this site's image hosts`,
  imageInvalid: msg`The picture must be one you uploaded or an https:// address on one of this site's image hosts`,
  /** An organization's logo: an address only (uploads are covers and people's pictures). */
  logoInvalid: msg`The picture must be an https:// address on one of this site's image hosts`,
  pictureNotStored: msg`This picture is not stored here. Upload it again.`,
  emailRequired: msg`Email is required`,
  emailInvalid: msg`Email is invalid`,
  emailTaken: msg`Email already used by another account`,
  emailSame: msg`This is already your email`,
  nameRequired: msg`Name is required`,
  nameInvalid: msg`Name is invalid`,
  roleInvalid: msg`Role is invalid`,
  dateInvalid: msg`Date is invalid`,
  dateNotFuture: msg`The date must be in the future`,
  invalidValue: msg`This value is not valid`,
  unknownField: msg`This field is not accepted`,
  /** An API key's permissions: at most what its person holds (worker/api-keys). */
  permissionNotHeld: msg`A key cannot have a permission you do not hold`,
  permissionsRequired: msg`Choose at least one permission`,
  expiryRequired: msg`Choose when the key expires`,
};

/**
 * A type error's message for a required field: its own "required" message when nothing was
 * sent, "not valid" when something of the wrong type was (a number for a title, say).
 */
export function requiredOrInvalid(requiredId: string) {
  return (issue: { input?: unknown }) => (issue.input === undefined ? requiredId : fieldMessages.invalidValue.id);
}

const byId = new Map<string, MessageDescriptor>(
  Object.values(fieldMessages).map((descriptor) => [descriptor.id, descriptor]),
);

/** True when a validation message is one of ours (an id to translate), not zod's own text. */
export function isFieldMessageId(message: string): boolean {
  return byId.has(message);
}

/** The descriptor to translate for a message id (ids unknown here pass through as they are). */
export function fieldMessage(id: string): MessageDescriptor {
  return byId.get(id) ?? { id };
}
