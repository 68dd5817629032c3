// Written by `npm run icons:lucide` (scripts/lucide-icons.ts) from lucide-react 1.75.0
// (ISC licence, © Lucide Icons and Contributors; see LICENSE here). Do not edit by hand.
import { lucideIcon } from "../lucide-icon";

export const ChevronRight = /* @__PURE__ */ lucideIcon("chevron-right", [], [
  ["path", { d: "m9 18 6-6-6-6" }],
]);
