import { afterAll } from "vitest";
import { closeBrowser } from "./browser";

// Registered first, so it runs after each file's own afterAll hooks (which may still browse).
afterAll(closeBrowser);
