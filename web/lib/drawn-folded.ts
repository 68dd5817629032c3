import { createContext } from "react";

/**
 * Set by the build to draw a manager page with its sidebar folded (web/prerender.tsx); unset,
 * the sidebar reads the person's cookie (web/layout/sidebar.tsx). Here, not beside the
 * sidebar, whose texts load only inside the areas.
 */
export const DrawnFolded = createContext<boolean | undefined>(undefined);
