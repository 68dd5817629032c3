import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { css } from "styled-system/css";
import { dateFormat } from "../../lib/date-format";

const WIDTH = 600;
const HEIGHT = 140;

/**
 * Sign-ups per day as bars: a small SVG (no chart library for one chart). The figures are
 * also in the accessible name, so the chart says what it shows. Without `days` (not known
 * yet), the chart's frame at its size, empty.
 */
export function SignUpsChart({ days = [] }: { days?: Array<{ date: string; count: number }> }) {
  const { t, i18n } = useLingui();
  const max = Math.max(1, ...days.map((day) => day.count));
  const step = WIDTH / days.length;
  const label = (date: string) =>
    dateFormat(i18n.locale, { day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(date));
  const total = days.reduce((sum, day) => sum + day.count, 0);
  return (
    <figure className={css({ display: "flex", flexDirection: "column", gap: "2" })}>
      {days.length === 0 ? (
        // The chart's size (WIDTH / HEIGHT), empty: Panda reads only literal values.
        <div className={css({ aspectRatio: "600 / 140" })} />
      ) : (
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-label={t`${plural(total, { one: "# sign-up in the last 30 days", other: "# sign-ups in the last 30 days" })}`}
          className={css({ width: "full", height: "auto", color: "colorPalette.default" })}
          // Time runs left to right whatever the language.
          direction="ltr"
        >
          {days.map((day, index) => {
            const height = (day.count / max) * (HEIGHT - 4);
            return (
              <rect
                key={day.date}
                x={index * step + 2}
                y={HEIGHT - height}
                width={step - 4}
                height={Math.max(height, 1)}
                rx="2"
                fill="currentColor"
                opacity={day.count === 0 ? 0.2 : 1}
              >
                <title>{`${label(day.date)}: ${day.count}`}</title>
              </rect>
            );
          })}
        </svg>
      )}
      <figcaption
        className={css({ display: "flex", justifyContent: "space-between", fontSize: "xs", color: "fg.muted" })}
        dir="ltr"
      >
        {/* A no-break space holds the line's height while the dates are not known. */}
        <span>{days[0] ? label(days[0].date) : "\u00a0"}</span>
        <span>{days.at(-1) && label(days.at(-1)?.date ?? "")}</span>
      </figcaption>
    </figure>
  );
}
