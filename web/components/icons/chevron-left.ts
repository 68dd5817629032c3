// Written by `npm run icons:lucide` (scripts/lucide-icons.ts) from lucide-react 1.75.0
// (ISC licence, © Lucide Icons and Contributors; see LICENSE here). Do not edit by hand.
import { lucideIcon } from "../lucide-icon";

export const ChevronLeft = /* @__PURE__ */ lucideIcon("chevron-left", [], [
  ["path", { d: "m15 18-6-6 6-6" }],
]);
