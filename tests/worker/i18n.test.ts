import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { keepValuesLiteral } from "../../worker/i18n/literal-values.shared";

/** A catalog as the build compiles it: "Welcome, {name}." */
const messages = { greet: ["Welcome, ", ["name"], "."] } as never;
const typed = "Eve \\u202Eevil \\x41 \\ end \\\\u0041";

describe("values put into messages", () => {
  it("Lingui alone decodes the escapes a value holds: what keepValuesLiteral undoes", () => {
    const plain = setupI18n({ locale: "en", messages: { en: messages } });
    expect(plain._("greet", { name: typed })).toBe("Welcome, Eve \u202Eevil A \\ end \\A.");
  });

  it("stay as typed, through every way of translating", () => {
    const i18n = keepValuesLiteral(setupI18n({ locale: "en", messages: { en: messages } }));
    const shown = `Welcome, ${typed}.`;
    expect(i18n._("greet", { name: typed })).toBe(shown);
    expect(i18n._({ id: "greet", values: { name: typed } })).toBe(shown);
    expect(i18n.t({ id: "greet", values: { name: typed } })).toBe(shown);
    // Numbers and other values go in untouched.
    expect(i18n._("greet", { name: 42 })).toBe("Welcome, 42.");
  });
});
