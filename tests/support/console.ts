import { vi } from "vitest";

/** Everything the Worker prints during a test, one string per call (and quiet meanwhile). */
export function captureConsole(): string[] {
  const lines: string[] = [];
  const show = (value: unknown) =>
    value instanceof Error
      ? `${value.stack} ${JSON.stringify(value)}`
      : typeof value === "string"
        ? value
        : JSON.stringify(value);
  for (const method of ["log", "info", "warn", "error", "debug"] as const) {
    vi.spyOn(console, method).mockImplementation((...values: unknown[]) => {
      lines.push(values.map(show).join(" "));
    });
  }
  return lines;
}
