// Written by `npm run icons:lucide` (scripts/lucide-icons.ts) from lucide-react 1.75.0
// (ISC licence, © Lucide Icons and Contributors; see LICENSE here). Do not edit by hand.
import { lucideIcon } from "../lucide-icon";

export const KeyRound = /* @__PURE__ */ lucideIcon("key-round", [], [
  ["path", { d: "M2.586 17.414A2 2 0 0 0 2 18.828V21a1 1 0 0 0 1 1h3a1 1 0 0 0 1-1v-1a1 1 0 0 1 1-1h1a1 1 0 0 0 1-1v-1a1 1 0 0 1 1-1h.172a2 2 0 0 0 1.414-.586l.814-.814a6.5 6.5 0 1 0-4-4z" }],
  ["circle", { cx: "16.5", cy: "7.5", r: ".5", fill: "currentColor" }],
]);
