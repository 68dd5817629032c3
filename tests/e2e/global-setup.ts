import type { TestProject } from "vitest/node";
import { ensureBuild, startAppServer, testVarsFor } from "../../scripts/app-server";
import { playwrightDisabledFeatures } from "../../scripts/chromium";

/**
 * Before the browser tests: the production bundle (built unless `npm test` or the bench just
 * built these sources), served in workerd on port 4173 (or E2E_PORT, so two checkouts can run
 * their tests at once); and Chromium's switches learned once for every test file (scripts/chromium.ts).
 */
export default async function setup(project: TestProject) {
  ensureBuild();
  await playwrightDisabledFeatures();
  const port = Number(process.env.E2E_PORT ?? 4173);
  const varsFile = port === 4173 ? "tests/e2e/e2e.vars" : testVarsFor(`http://127.0.0.1:${port}`);
  const server = await startAppServer({ port, stateDir: ".wrangler/e2e", varsFile });
  project.provide("baseURL", server.baseURL);
  return () => server.stop();
}

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
  }
}
