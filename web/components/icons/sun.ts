// Written by `npm run icons:lucide` (scripts/lucide-icons.ts) from lucide-react 1.75.0
// (ISC licence, © Lucide Icons and Contributors; see LICENSE here). Do not edit by hand.
import { lucideIcon } from "../lucide-icon";

export const Sun = /* @__PURE__ */ lucideIcon("sun", [], [
  ["circle", { cx: "12", cy: "12", r: "4" }],
  ["path", { d: "M12 2v2" }],
  ["path", { d: "M12 20v2" }],
  ["path", { d: "m4.93 4.93 1.41 1.41" }],
  ["path", { d: "m17.66 17.66 1.41 1.41" }],
  ["path", { d: "M2 12h2" }],
  ["path", { d: "M20 12h2" }],
  ["path", { d: "m6.34 17.66-1.41 1.41" }],
  ["path", { d: "m19.07 4.93-1.41 1.41" }],
]);
