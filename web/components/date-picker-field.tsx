import { Portal } from "@ark-ui/react/portal";
import { useLingui } from "@lingui/react/macro";
import { type ReactNode, useId, useMemo } from "react";
import { styled } from "styled-system/jsx";
import { fieldMessage } from "../../worker/lib/field-messages.shared";
import { dateFormat } from "../lib/date-format";
import { CalendarDays, ChevronLeft, ChevronRight, X } from "./icons";
import { Button, type ButtonProps, IconButton } from "./ui/button";
import * as DatePicker from "./ui/date-picker";
import * as Field from "./ui/field";

/** "Today" and the grid's today mark follow the person's clock, not UTC. */
const LOCAL_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A calendar date for "YYYY-MM-DD"; none for "" or a date that does not exist. */
function toDateValue(iso: string | undefined): DatePicker.DateValue | undefined {
  if (!iso) return undefined;
  try {
    return DatePicker.parseDate(iso);
  } catch {
    return undefined;
  }
}

/** Today in the person's own time zone, as "YYYY-MM-DD" (for `min` and `max`). */
export function todayIso(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

export interface DatePickerFieldProps {
  label: ReactNode;
  /** "YYYY-MM-DD", or "" for no date. */
  value: string;
  onValueChange: (value: string) => void;
  /** Called when the calendar closes: the field has been visited. */
  onBlur?: () => void;
  /** The first and last days that can be chosen, "YYYY-MM-DD". */
  min?: string;
  max?: string;
  /** A required date has no clear action. */
  required?: boolean;
  helperText?: ReactNode;
  /**
   * The field's first error as TanStack Form holds it: a schema issue or a server message,
   * either carrying a message id of worker/lib/field-messages.shared.ts (or text, shown as it is).
   */
  error?: string | { message?: string } | undefined;
}

/**
 * A date chosen from a calendar: a button showing the date in the reader's language opens a
 * month grid (arrow keys move by day and week, Page Up and Down by month, Enter picks,
 * Escape closes), with month and year views for dates far away. Its language and direction
 * come from the app's Ark LocaleProvider (web/main.tsx): Ark's DatePicker has no `dir` prop.
 */
export function DatePickerField({
  label,
  value,
  onValueChange,
  onBlur,
  min,
  max,
  required = false,
  helperText,
  error,
}: DatePickerFieldProps) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const id = useId();
  const ids = {
    label: `${id}label`,
    trigger: `${id}trigger`,
    value: `${id}value`,
    helperText: `${id}helper`,
    errorText: `${id}error`,
  };
  const chosen = useMemo(() => toDateValue(value), [value]);
  const selected = useMemo(() => (chosen ? [chosen] : []), [chosen]);
  const errorMessage = typeof error === "string" ? error : error?.message;
  const errorText = errorMessage ? i18n._(fieldMessage(errorMessage)) : undefined;
  const describedBy = [helperText && ids.helperText, errorText && ids.errorText].filter(Boolean).join(" ");

  return (
    <Field.Root invalid={Boolean(errorText)} ids={{ helperText: ids.helperText, errorText: ids.errorText }}>
      <DatePicker.Root
        ids={{ label: () => ids.label, trigger: ids.trigger }}
        timeZone={LOCAL_TIME_ZONE}
        value={selected}
        onValueChange={(details) => onValueChange(details.value[0]?.toString() ?? "")}
        onOpenChange={(details) => {
          if (!details.open) onBlur?.();
        }}
        min={toDateValue(min)}
        max={toDateValue(max)}
        invalid={Boolean(errorText)}
        required={required}
        // Where there is no room below nor above (a phone, a field half-way down), it slides to
        // stay on screen, over its own field, rather than open past the top edge.
        positioning={{ placement: "bottom-start", overlap: true }}
        fixedWeeks
        lazyMount
        unmountOnExit
        translations={{
          dayCell: ({ selected: isSelected, valueText: date }) => (isSelected ? t`${date}, selected` : date),
        }}
      >
        {/* There is no text input: the label names the button that opens the calendar. */}
        <DatePicker.Label htmlFor={ids.trigger}>{label}</DatePicker.Label>
        <DatePicker.Control>
          <DatePicker.Trigger asChild>
            <Button
              variant="outline"
              flex="1"
              minW="0"
              justifyContent="flex-start"
              fontWeight="normal"
              _invalid={{ borderColor: "fg.error" }}
              aria-labelledby={`${ids.label} ${ids.value}`}
              aria-describedby={describedBy || undefined}
              aria-invalid={Boolean(errorText) || undefined}
            >
              <CalendarDays aria-hidden="true" />
              <styled.span id={ids.value} truncate color={chosen ? undefined : "fg.subtle"}>
                {chosen
                  ? dateFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(chosen.toDate("UTC"))
                  : t`Choose a date`}
              </styled.span>
            </Button>
          </DatePicker.Trigger>
          {!required && (
            <DatePicker.ClearTrigger asChild>
              <IconButton variant="outline" aria-label={t`Clear date`}>
                <X aria-hidden="true" />
              </IconButton>
            </DatePicker.ClearTrigger>
          )}
        </DatePicker.Control>
        {/* In the body, above dialogs: a bottom sheet's scrolling panel would clip it. */}
        <Portal>
          <DatePicker.Positioner>
            {/* The recipe's 344 px in rem: the day buttons grow with Arabic's larger root font too,
                and give way on a phone, whose width the calendar never exceeds. */}
            <DatePicker.Content
              aria-label={t`Calendar`}
              width="21.5rem"
              maxW="calc(100vw - token(spacing.4))"
              zIndex="popover"
            >
              <Calendar />
            </DatePicker.Content>
          </DatePicker.Positioner>
        </Portal>
      </DatePicker.Root>
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>{errorText}</Field.ErrorText>
    </Field.Root>
  );
}

/** The day grid, and the month and year grids for dates far from the one shown. */
function Calendar() {
  const { t, i18n } = useLingui();
  const picker = DatePicker.useDatePickerContext();
  const number = new Intl.NumberFormat(i18n.locale, { useGrouping: false });
  const decade = picker.getDecade();
  return (
    <>
      <DatePicker.View view="day">
        <ViewControl view="day" up={t`Choose a month`}>
          {picker.visibleRangeText.start}
        </ViewControl>
        <DatePicker.Table>
          <DatePicker.TableHead>
            <DatePicker.TableRow>
              {picker.weekDays.map((weekDay) => (
                <DatePicker.TableHeader key={weekDay.value.toString()}>{weekDay.narrow}</DatePicker.TableHeader>
              ))}
            </DatePicker.TableRow>
          </DatePicker.TableHead>
          <DatePicker.TableBody>
            {picker.weeks.map((week) => (
              <DatePicker.TableRow key={week[0]?.toString()}>
                {week.map((day) => (
                  <DatePicker.TableCell key={day.toString()} value={day}>
                    <DatePicker.TableCellTrigger asChild>
                      <CellButton>{number.format(day.day)}</CellButton>
                    </DatePicker.TableCellTrigger>
                  </DatePicker.TableCell>
                ))}
              </DatePicker.TableRow>
            ))}
          </DatePicker.TableBody>
        </DatePicker.Table>
      </DatePicker.View>
      <DatePicker.View view="month">
        <ViewControl view="month" up={t`Choose a year`}>
          {number.format(picker.visibleRange.start.year)}
        </ViewControl>
        <ChoiceGrid rows={picker.getMonthsGrid({ columns: 4, format: "short" })} />
      </DatePicker.View>
      <DatePicker.View view="year">
        <ViewControl view="year">
          {number.format(decade.start ?? 0)} – {number.format(decade.end ?? 0)}
        </ViewControl>
        <ChoiceGrid
          rows={picker
            .getYearsGrid({ columns: 4 })
            .map((years) => years.map((year) => ({ ...year, label: number.format(year.value) })))}
        />
      </DatePicker.View>
    </>
  );
}

/** The months of a year, or the years of a decade, four to a row. */
function ChoiceGrid({ rows }: { rows: Array<Array<{ label: string; value: number }>> }) {
  return (
    <DatePicker.Table columns={4}>
      <DatePicker.TableBody>
        {rows.map((row) => (
          <DatePicker.TableRow key={row[0]?.value}>
            {row.map((choice) => (
              <DatePicker.TableCell key={choice.value} value={choice.value}>
                <DatePicker.TableCellTrigger asChild>
                  <CellButton>{choice.label}</CellButton>
                </DatePicker.TableCellTrigger>
              </DatePicker.TableCell>
            ))}
          </DatePicker.TableRow>
        ))}
      </DatePicker.TableBody>
    </DatePicker.Table>
  );
}

/**
 * Previous, the period shown, next. The period is a button up to the wider view (`up` names
 * it), except in the widest view, where it is only text.
 */
function ViewControl({ view, up, children }: { view: "day" | "month" | "year"; up?: string; children: ReactNode }) {
  const { t } = useLingui();
  const steps = {
    day: { previous: t`Previous month`, next: t`Next month` },
    month: { previous: t`Previous year`, next: t`Next year` },
    year: { previous: t`Previous decade`, next: t`Next decade` },
  }[view];
  return (
    <DatePicker.ViewControl>
      <DatePicker.PrevTrigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={steps.previous}>
          <ChevronLeft aria-hidden="true" className="icon-directional" />
        </IconButton>
      </DatePicker.PrevTrigger>
      {up ? (
        <DatePicker.ViewTrigger asChild>
          <Button variant="ghost" size="sm" aria-label={up}>
            {children}
          </Button>
        </DatePicker.ViewTrigger>
      ) : (
        <styled.span alignSelf="center" fontWeight="semibold" textStyle="sm">
          {children}
        </styled.span>
      )}
      <DatePicker.NextTrigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={steps.next}>
          <ChevronRight aria-hidden="true" className="icon-directional" />
        </IconButton>
      </DatePicker.NextTrigger>
    </DatePicker.ViewControl>
  );
}

/** A day, month or year of the grid; Ark names it and marks it selected, today or unavailable. */
function CellButton(props: ButtonProps) {
  return (
    <Button
      variant="ghost"
      px="0"
      minW="0"
      fontWeight="normal"
      // Plum is the accent (panda.config.ts); the ghost variant would keep the palette grey.
      _selected={{
        colorPalette: "plum",
        bg: "colorPalette.default",
        color: "colorPalette.fg",
        _hover: { bg: "colorPalette.emphasized" },
      }}
      {...props}
    />
  );
}
