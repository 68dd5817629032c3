import { type UseSuspenseQueryOptions, useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { type ReactNode, useContext } from "react";
import type { ApiRead } from "../../worker/spa/screens.shared";
import { slot } from "../../worker/spa/slots.shared";
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
  /** The record, once the page is live. */
  children: (record: T) => ReactNode;
}

/** The record, once the page is live: its own component, so its hooks always run in the same order. */
function RecordParts<T>({ query, render }: { query: RecordFrameProps<T>["query"]; render: (record: T) => ReactNode }) {
  return render(useSuspenseQuery(query).data);
}

/**
 * A record's heading as its read declares it: drawn by the build as a slot the Worker fills
 * from the record it hands over, then from the record in the cache.
 */
export function useRecordHeading<T>(read: ApiRead<T>, query: RecordFrameProps<T>["query"]): string {
  const drawing = useContext(Drawing);
  const { data } = useQuery({ ...query, enabled: false });
  if (drawing) return HEADING_SLOT;
  return data !== undefined && read.heading ? read.heading(data) : "";
}

/**
 * A record's screen (docs/drawn-screens.md): its heading, which arrives drawn, and the rest
 * once the page is live.
 */
export function RecordFrame<T>({ read, query, back, actions, children }: RecordFrameProps<T>) {
  const title = useRecordHeading(read, query);
  return (
    <PageFrame
      title={title}
      back={back}
      actions={actions && <Live fallback={null}>{() => <RecordParts query={query} render={actions} />}</Live>}
    >
      <Live>{() => <RecordParts query={query} render={children} />}</Live>
    </PageFrame>
  );
}
