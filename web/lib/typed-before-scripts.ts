import { useEffect, useRef } from "react";

/**
 * A drawn page's fields take typing (or a choice) before its scripts have run. React, adopting the page,
 * leaves the typed text on screen but not in its state, and the next render would wipe it:
 * this hands it to `adopt` once, when the field is adopted. Pass the returned ref to the input.
 */
export function useTypedBeforeScripts<Field extends HTMLInputElement | HTMLSelectElement = HTMLInputElement>(
  value: string,
  adopt: (typed: string) => void,
) {
  const field = useRef<Field>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on adoption; afterwards the state leads
  useEffect(() => {
    const typed = field.current?.value;
    if (typed !== undefined && typed !== value) adopt(typed);
  }, []);
  return field;
}
