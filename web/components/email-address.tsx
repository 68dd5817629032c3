import { Fragment } from "react";

/**
 * An email address as text: left to right on any page, isolated from the sentence or row
 * around it, and, when it must wrap, wrapping after its @ or a dot ("ada.lovelace@" /
 * "example.com"), not in the middle of a word. Only a part longer than the line breaks
 * anywhere (the page's overflow-wrap).
 */
export function EmailAddress({ email }: { email: string }) {
  const parts = email.split(/(?<=[@.])/);
  return (
    <bdi dir="ltr">
      {parts.map((part, index) => (
        // The parts of one address never move: their place is their key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </bdi>
  );
}
