import { createConfig, lintFromString } from "@redocly/openapi-core";
import { describe, expect, inject, it } from "vitest";

/**
 * Both API documents, as the production build serves them, pass Redocly's strict
 * recommended rules (a standard OpenAPI linter; it compiles its schemas with `new Function`,
 * which workerd refuses, so it runs here in Node against the served Worker). Each rule left
 * out says why; tests/worker/api-contract.test.ts holds what no linter knows.
 */
const config = await createConfig({
  extends: ["recommended-strict"],
  rules: {
    // A starter ships without a licence of its own: whoever builds on it chooses one.
    "info-license": "off",
    // The server is the origin that serves the document, localhost under test.
    "no-server-example.com": "off",
    // Liveness and public settings take no input and refuse nobody: no 4xx to document.
    "operation-4xx-response": "off",
    // OAuth callbacks and better-auth's error page answer with a redirect (302), not a 2xx.
    "operation-2xx-response": "off",
  },
});

const documents = [
  ["the app API", "/api/openapi.json"],
  ["better-auth", "/api/auth/open-api/generate-schema"],
];

describe("the API documents", () => {
  it.each(documents)("%s's (%s) has no lint problem", async (_, path) => {
    const url = `${inject("baseURL")}${path}`;
    const response = await fetch(url);
    expect(response.status).toBe(200);
    const problems = await lintFromString({ source: await response.text(), absoluteRef: url, config });
    const described = problems.map(
      (problem) => `${problem.severity} ${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer})`,
    );
    expect(described).toEqual([]);
  });
});
