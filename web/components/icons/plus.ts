// Written by `npm run icons:lucide` (scripts/lucide-icons.ts) from lucide-react 1.75.0
// (ISC licence, © Lucide Icons and Contributors; see LICENSE here). Do not edit by hand.
import { lucideIcon } from "../lucide-icon";

export const Plus = /* @__PURE__ */ lucideIcon("plus", [], [
  ["path", { d: "M5 12h14" }],
  ["path", { d: "M12 5v14" }],
]);
