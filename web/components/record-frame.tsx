import { type UseSuspenseQueryOptions, useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { type ReactNode, useContext } from "react";
import { Box } from "styled-system/jsx";
import type { ApiRead } from "../../worker/spa/screens.shared";
import { RECORD_SLOT_PATH, slot } from "../../worker/spa/slots.shared";
import { Drawing } from "../lib/drawing";
import { Live } from "./live";
import { PageFrame } from "./page-frame";

/** What the Worker fills with the record's heading (worker/spa/drawn-screen.ts). */
export const HEADING_SLOT = slot("heading");

interface RecordFrameProps<T> {
  /** The screen's record: its declared read (worker/<feature>/<feature>.screens.ts) says how its heading reads. */
  read: ApiRead<T>;
  query: UseSuspenseQueryOptions<T, Error, T, readonly unknown[]>;
  back?: ReactNode;
  /** What one may do with it, once the page is live. */
  actions?: (record: T) => ReactNode;
  /**
   * A line under the heading, drawn before any script like the heading: it reads the record's
   * own fields only, each as it is or through a slot-aware derivation (`longDateOf`), since
   * the build draws it with a slot for each. What depends on the person comes once live,
   * inside it (`useHydratedSoon`), so the drawn element stays the one painted.
   */
  summary?: (record: T) => ReactNode;
  /** The record, once the page is live. */
  children: (record: T) => ReactNode;
}

/** The record, once the page is live: its own component, so its hooks always run in the same order. */
function RecordParts<T>({ query, render }: { query: RecordFrameProps<T>["query"]; render: (record: T) => ReactNode }) {
  return render(useSuspenseQuery(query).data);
}

/** A record made of slots, which the Worker fills from the record it hands over (worker/spa/drawn-screen.ts). */
const recordOfSlots = new Proxy(
  {},
  { get: (_, field) => (typeof field === "string" ? slot(`${RECORD_SLOT_PATH}.${field}`) : undefined) },
);

/** Whether the build is drawing the page, and the record in the cache, if it is there yet. */
function useCachedRecord<T>(query: RecordFrameProps<T>["query"]): { drawing: boolean; record: T | undefined } {
  const drawing = useContext(Drawing);
  const { data } = useQuery({ ...query, enabled: false });
  return { drawing, record: data };
}

/** The record's summary: drawn from slots, then from the record in the cache; none before it is there. */
function useRecordSummary<T>(query: RecordFrameProps<T>["query"], summary: RecordFrameProps<T>["summary"]) {
  const { drawing, record } = useCachedRecord(query);
  if (!summary) return null;
  if (drawing) return summary(recordOfSlots as T);
  return record === undefined ? null : summary(record);
}

/**
 * A record's heading as its read declares it: drawn by the build as a slot the Worker fills
 * from the record it hands over, then from the record in the cache.
 */
export function useRecordHeading<T>(read: ApiRead<T>, query: RecordFrameProps<T>["query"]): string {
  const { drawing, record } = useCachedRecord(query);
  if (drawing) return HEADING_SLOT;
  return record !== undefined && read.heading ? read.heading(record) : "";
}

/**
 * A record's screen (docs/drawn-screens.md): its heading and summary, which arrive drawn, and
 * the rest once the page is live.
 */
export function RecordFrame<T>({ read, query, back, actions, summary, children }: RecordFrameProps<T>) {
  const title = useRecordHeading(read, query);
  const line = useRecordSummary(query, summary);
  return (
    <PageFrame
      title={title}
      back={back}
      actionsRow
      actions={
        actions && (
          // Their place, a button high, while they wait for the page to be live: arriving, they move nothing.
          <Live fallback={<Box height="10" aria-hidden="true" />}>
            {() => <RecordParts query={query} render={actions} />}
          </Live>
        )
      }
    >
      {line}
      <Live>{() => <RecordParts query={query} render={children} />}</Live>
    </PageFrame>
  );
}
