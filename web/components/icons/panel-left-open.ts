// Written by `npm run icons:lucide` (scripts/lucide-icons.ts) from lucide-react 1.75.0
// (ISC licence, © Lucide Icons and Contributors; see LICENSE here). Do not edit by hand.
import { lucideIcon } from "../lucide-icon";

export const PanelLeftOpen = /* @__PURE__ */ lucideIcon("panel-left-open", ["sidebar-open"], [
  ["rect", { width: "18", height: "18", x: "3", y: "3", rx: "2" }],
  ["path", { d: "M9 3v18" }],
  ["path", { d: "m14 9 3 3-3 3" }],
]);
