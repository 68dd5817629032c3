import type { TestProject } from "vitest/node";
import { buildApp, startAppServer } from "../../scripts/app-server";

/** Before the browser tests: the production bundle, served in workerd on port 4173. */
export default async function setup(project: TestProject) {
  buildApp();
  const server = await startAppServer({ port: 4173, stateDir: ".wrangler/e2e", varsFile: "tests/e2e/e2e.vars" });
  project.provide("baseURL", server.baseURL);
  return () => server.stop();
}

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
  }
}
