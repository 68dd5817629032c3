import type { I18n } from "@lingui/core";

type Values = Record<string, unknown> | undefined;

/** Every backslash in a text value, as the escape Lingui's decoding turns back into one. */
function escaped(values: Values): Values {
  if (!values) return values;
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === "string" ? value.replaceAll("\\", "\\x5C") : value,
    ]),
  );
}

/**
 * Makes a Lingui instance show the values put into its messages as they are. Lingui (6.8)
 * decodes `\uXXXX` and `\xXX` in a message after the values are in, so a name typed as
 * `Eve \u202Eevil` reached the screen with a real right-to-left override, past the rules the
 * API holds names to, and differed from the same name drawn by the Worker. Each backslash of
 * a value goes in as `\x5C`, which that same single pass turns back into a backslash, and
 * what follows it stays text. Both of the instance's translate functions (`_`, `t`) change.
 */
export function keepValuesLiteral(i18n: I18n): I18n {
  const translate = i18n._.bind(i18n) as (id: unknown, values?: Values, options?: unknown) => string;
  const literal = (id: unknown, values?: Values, options?: unknown) =>
    typeof id === "object" && id !== null
      ? translate({ ...id, values: escaped((id as { values?: Values }).values) }, escaped(values), options)
      : translate(id, escaped(values), options);
  i18n._ = literal as I18n["_"];
  i18n.t = literal as I18n["t"];
  return i18n;
}
