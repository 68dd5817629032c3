import { createContext } from "react";

/**
 * Set while the build draws a signed-in screen (web/prerender.tsx), which it does without the
 * screen's data: what reads it draws a slot the Worker fills (a record's heading), or waits
 * for the page to be live (docs/drawn-screens.md). Unset in the browser.
 */
export const Drawing = createContext(false);
