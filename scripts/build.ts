/**
 * The production build in dist/, unless dist/ already holds one of the working tree as it is
 * (scripts/app-server.ts, ensureBuild): `npm test` builds once for the budgets and the browser
 * tests.
 */
import { ensureBuild } from "./app-server.ts";

const started = performance.now();
const built = ensureBuild();
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(built ? `Built dist/ in ${seconds} s` : "dist/ is the build of these sources already: reused");
