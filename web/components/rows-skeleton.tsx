import { useLingui } from "@lingui/react/macro";
import { ROWS_OF_ATTRIBUTE, rowsOf } from "../../worker/spa/slots.shared";
import { Skeleton } from "./ui/skeleton";

/**
 * A list's place until it is live, as tall as the rows that will come: the Worker writes how
 * many the handed list holds for `listKey` (worker/spa/slots.shared.ts, `--rows`), so a
 * person with three sessions gets three rows' room from the first paint and nothing below
 * moves (one row's when the page was not drawn). A row is a ListRow (list-row.tsx), whose
 * height its text does not change: 6rem on phones, 4.75rem from `sm`, with 1px of divider; 1px
 * more for the list's border.
 */
export function RowsSkeleton({ listKey, codes = false }: { listKey: readonly unknown[]; codes?: boolean }) {
  const { t } = useLingui();
  return (
    <Skeleton
      {...{ [ROWS_OF_ATTRIBUTE]: rowsOf(listKey) }}
      // No rows: the line that says so.
      // A row with a line of codes (ListRow's `codes`) is a line taller.
      height={
        codes
          ? {
              base: "max(calc(var(--rows, 1) * (7.25rem + 1px) + 1px), 1.5rem)",
              sm: "max(calc(var(--rows, 1) * (6rem + 1px) + 1px), 1.5rem)",
            }
          : {
              base: "max(calc(var(--rows, 1) * (6rem + 1px) + 1px), 1.5rem)",
              sm: "max(calc(var(--rows, 1) * (4.75rem + 1px) + 1px), 1.5rem)",
            }
      }
      aria-busy="true"
      aria-label={t`Loading`}
    />
  );
}
