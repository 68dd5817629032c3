// Written by `npm run icons:lucide` (scripts/lucide-icons.ts) from lucide-react 1.75.0
// (ISC licence, © Lucide Icons and Contributors; see LICENSE here). Do not edit by hand.
import { lucideIcon } from "../lucide-icon";

export const Check = /* @__PURE__ */ lucideIcon("check", [], [
  ["path", { d: "M20 6 9 17l-5-5" }],
]);
