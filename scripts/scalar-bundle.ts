/**
 * Part of `npm install` (the `prepare` script): fetches Scalar's browser bundle now, while the
 * registry is at hand, so that builds and `npm run dev` need no network (build/scalar-bundle.ts).
 */
import { scalarBundle } from "../build/scalar-bundle.ts";

scalarBundle();
