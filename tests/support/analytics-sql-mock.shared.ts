/** What the SQL API stand-in (tests/support/analytics-sql-mock.node.ts) takes and answers, for any test runtime. */
export const ANALYTICS_MOCK_TOKEN = "analytics-test-token";

/** What the stand-in answers: what Analytics Engine would hold after a day of use. */
export const ANALYTICS_MOCK_ROWS = [
  { event: "sign_in", detail: "code", count: "120" },
  { event: "sign_in", detail: "passkey", count: "45" },
  { event: "user.create", detail: "", count: "12" },
  { event: "book.create", detail: "", count: "7" },
  // An event this build does not know (a newer build's): left out.
  { event: "something.else", detail: "", count: "3" },
];
