import { hex } from "@better-auth/utils/hex";
import { currentRequestId } from "./current-request-id";

/**
 * Structured log lines (one JSON object each, read by Workers Logs), each with the id of the
 * request it was written for, if any. Never pass codes, cookies or tokens; identify people by
 * hashForLogs(email).
 */
type Fields = Record<string, unknown>;

/** A failed query's message lists its bound values (session tokens, emails): they stay out. */
const BOUND_VALUES = /\nparams: [\s\S]*?(?=\n\s+at |$)/g;

function describeError(error: Error): Fields {
  const hide = (text: string | undefined) => text?.replace(BOUND_VALUES, "\nparams: (not logged)");
  return {
    name: error.name,
    message: hide(error.message),
    stack: hide(error.stack),
    ...(error.cause instanceof Error ? { cause: describeError(error.cause) } : {}),
  };
}

function serialize(fields: Fields): Fields {
  const out: Fields = {};
  for (const [key, value] of Object.entries(fields)) {
    out[key] = value instanceof Error ? describeError(value) : value;
  }
  return out;
}

const line = (level: string, event: string, fields: Fields) => {
  const requestId = currentRequestId();
  return JSON.stringify({ level, event, ...(requestId ? { requestId } : {}), ...serialize(fields) });
};

export const log = {
  info(event: string, fields: Fields = {}) {
    console.log(line("info", event, fields));
  },
  warn(event: string, fields: Fields = {}) {
    console.warn(line("warn", event, fields));
  },
  error(event: string, fields: Fields = {}) {
    console.error(line("error", event, fields));
  },
};

/** A short, stable pseudonym for an email address (SHA-256, first 16 hex digits). */
export async function hashForLogs(value: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value.trim().toLowerCase()));
  return hex.encode(new Uint8Array(digest).slice(0, 8));
}
