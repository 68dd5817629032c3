import { Trans, useLingui } from "@lingui/react/macro";
import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { css } from "styled-system/css";
import { Center, Grid, styled } from "styled-system/jsx";
import { AUDIT_ACTIONS, type AuditAction } from "../../../worker/audit/audit-actions.shared";
import { EMAIL_MAX_LENGTH } from "../../../worker/auth/user-email.shared";
import { DataList } from "../../components/data-list";
import { SearchX } from "../../components/icons";
import { Live } from "../../components/live";
import { PageFrame } from "../../components/page-frame";
import * as Field from "../../components/ui/field";
import { Text } from "../../components/ui/text";
import { dateFormat, prepareDateFormat } from "../../lib/date-format";
import { useTypedBeforeScripts } from "../../lib/typed-before-scripts";
import { type AuditFilters, type AuditListEvent, auditListQuery, personSearchQuery } from "./audit.queries";
import { AUDIT_WHEN, actionLabel } from "./audit-actions";
import { type AuditSearch, auditSearch } from "./audit-search";

prepareDateFormat(AUDIT_WHEN);

/** /manager/audit/: the manager area is its administrators' (AreaGate), and the API asks for `audit:read`. */
export function AuditRoute() {
  const search = auditSearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  // A filter set to nothing leaves the URL.
  const onSearch = (next: Partial<AuditSearch>) =>
    void navigate({
      to: ".",
      search: (previous) =>
        Object.fromEntries(Object.entries({ ...previous, ...next }).filter(([, value]) => value !== "")),
      replace: true,
    });
  return <AuditPage search={search} onSearch={onSearch} />;
}

const isAction = (value: string): value is AuditAction => (AUDIT_ACTIONS as readonly string[]).includes(value);

/** The start of a day in the person's own time zone, as the API's ISO 8601 time; none for a day that is not one. */
function startOfDay(day: string, after = 0): string | undefined {
  const [year, month, date] = day.split("-").map(Number);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !year || !month || !date) return undefined;
  const start = new Date(year, month - 1, date + after);
  return Number.isNaN(start.getTime()) ? undefined : start.toISOString();
}

// A table from lg up, where five columns have room; a row of lines below, with the sidebar beside it.
const cell = css({ display: "block", lg: { display: "table-cell" }, px: "3", py: { base: "0.5", lg: "3" } });
// An address's domain may be one long word: it breaks rather than widening its column past the screen.
const longWord = css({ overflowWrap: "anywhere" });
const personLink = css({ color: "fg.default", textDecoration: "underline", overflowWrap: "anywhere" });

// The app's own choice and calendar, loaded with the screen's first use rather than with it:
// Ark's Select and DatePicker are the heaviest of its parts.
const ChoiceSelect = lazy(() =>
  import("../../components/select-field").then(({ ChoiceSelect }) => ({ default: ChoiceSelect })),
);
const DatePickerField = lazy(() =>
  import("../../components/date-picker-field").then(({ DatePickerField }) => ({ default: DatePickerField })),
);

/**
 * A filter: on the drawn page and until its control has loaded, its place, with its label and
 * what it holds, the same size, so nothing moves when the control takes over. The controls
 * come only once live: drawn, Ark's markup would carry style attributes the CSP refuses.
 */
function Filter({ label, shown, children }: { label: ReactNode; shown: string; children: ReactNode }) {
  const place = (
    <Field.Root minW="0">
      <Field.Label>{label}</Field.Label>
      <Field.Input readOnly tabIndex={-1} value={shown} aria-busy="true" />
    </Field.Root>
  );
  return <Live fallback={place}>{() => <Suspense fallback={place}>{children}</Suspense>}</Live>;
}

/** A column's name beside its value where the table is a card of lines (below lg), as its header says above. */
function CellLabel({ children }: { children: ReactNode }) {
  return (
    <Text as="span" display={{ base: "block", lg: "none" }} fontSize="xs" color="fg.muted">
      {children}
    </Text>
  );
}

/** /manager/audit: every security event, newest first, by person, action and days. */
function AuditPage({ search, onSearch }: { search: AuditSearch; onSearch: (next: Partial<AuditSearch>) => void }) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState(search.person);
  // The URL can change under the field (back button, a link): it follows.
  useEffect(() => setDraft(search.person), [search.person]);
  const person = useQuery({ ...personSearchQuery(search.person), enabled: search.person !== "" });
  const personId = person.data?.person?.id;
  const filters: AuditFilters = {
    ...(personId && { person: personId }),
    ...(isAction(search.action) && { action: search.action }),
    ...(startOfDay(search.from) && { from: startOfDay(search.from) }),
    // "To" is the last day shown, whole.
    ...(startOfDay(search.to, 1) && { to: startOfDay(search.to, 1) }),
  };
  const query = useInfiniteQuery({
    ...auditListQuery(filters),
    enabled: search.person === "" || personId !== undefined,
    placeholderData: keepPreviousData,
  });
  const actions = AUDIT_ACTIONS.map((action) => ({ value: action, label: actionLabel(i18n, action) }));
  const when = (value: string) => dateFormat(i18n.locale, AUDIT_WHEN).format(new Date(value));
  const someone = (who: AuditListEvent["actor"], id: string | null) => {
    if (who) {
      return (
        <Link to="/manager/users/$id" params={{ id: who.id }} className={personLink} dir="auto">
          {who.name || who.email}
        </Link>
      );
    }
    return id ? <Trans>Deleted person</Trans> : null;
  };
  const from = startOfDay(search.from) ? search.from : "";
  const to = startOfDay(search.to) ? search.to : "";
  const action = isAction(search.action) ? search.action : "";
  const fields = {
    // Applied as a name is: on Enter or on leaving the field.
    person: useTypedBeforeScripts(draft, setDraft),
  };
  // A person typed who is nobody, or several people, or the search refused: no events to ask for.
  const unresolved = search.person !== "" && !personId && !person.isPending;

  return (
    <PageFrame title={t`Audit trail`}>
      <Grid gridTemplateColumns={{ base: "1fr", sm: "1fr 1fr", lg: "2fr 1.5fr 1fr 1fr" }} gap="4" alignItems="end">
        {/* Applied on Enter, or on leaving the field: a name half typed is nobody yet. */}
        <Field.Root minW="0" asChild>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              onSearch({ person: draft.trim() });
            }}
          >
            <Field.Label>
              <Trans>Person</Trans>
            </Field.Label>
            <Field.Input
              ref={fields.person}
              type="search"
              placeholder={t`Name or email`}
              maxLength={EMAIL_MAX_LENGTH}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onBlur={() => onSearch({ person: draft.trim() })}
            />
          </form>
        </Field.Root>
        <Filter label={<Trans>Action</Trans>} shown={action ? actionLabel(i18n, action) : t`All actions`}>
          <ChoiceSelect
            label={<Trans>Action</Trans>}
            placeholder={t`All actions`}
            options={[{ value: "", label: t`All actions` }, ...actions]}
            value={action}
            onValueChange={(value) => onSearch({ action: value })}
          />
        </Filter>
        <Filter label={<Trans>From</Trans>} shown={from}>
          <DatePickerField
            label={<Trans>From</Trans>}
            value={from}
            max={to || undefined}
            onValueChange={(day) => onSearch({ from: day })}
          />
        </Filter>
        <Filter label={<Trans>To</Trans>} shown={to}>
          <DatePickerField
            label={<Trans>To</Trans>}
            value={to}
            min={from || undefined}
            onValueChange={(day) => onSearch({ to: day })}
          />
        </Filter>
      </Grid>
      {unresolved ? (
        <Center py="16" flexDirection="column" gap="2" color="fg.muted" role="status">
          <SearchX aria-hidden="true" />
          <Text>
            {!person.data
              ? t`The list could not be loaded.`
              : person.data.matches === 0
                ? t`No results for ${search.person}`
                : t`Several people match ${search.person}: type their email.`}
          </Text>
        </Center>
      ) : (
        <DataList query={query}>
          {(events) => (
            <styled.table
              width="full"
              borderWidth="1px"
              borderRadius="l3"
              bg="bg.default"
              textAlign="start"
              // Columns of equal width: a long name or address wraps in its own, never squeezing the others.
              tableLayout="fixed"
            >
              <styled.thead hideBelow="lg" bg="bg.subtle" fontSize="sm" color="fg.muted">
                <tr>
                  <styled.th className={cell} textAlign="start">
                    <Trans>Time</Trans>
                  </styled.th>
                  <styled.th className={cell} textAlign="start">
                    <Trans>Action</Trans>
                  </styled.th>
                  <styled.th className={cell} textAlign="start">
                    <Trans>Who</Trans>
                  </styled.th>
                  <styled.th className={cell} textAlign="start">
                    <Trans>On whom or where</Trans>
                  </styled.th>
                  <styled.th className={cell} textAlign="start">
                    <Trans>Network and browser</Trans>
                  </styled.th>
                </tr>
              </styled.thead>
              <styled.tbody display={{ base: "block", lg: "table-row-group" }}>
                {events.map((event) => (
                  <styled.tr
                    key={event.id}
                    display={{ base: "block", lg: "table-row" }}
                    py={{ base: "2", lg: "0" }}
                    borderTopWidth="1px"
                    data-testid="audit-event"
                  >
                    <styled.td className={cell} fontSize="sm" color="fg.muted">
                      <time dateTime={event.createdAt}>{when(event.createdAt)}</time>
                    </styled.td>
                    <styled.td className={cell} fontWeight="semibold">
                      {actionLabel(i18n, event.action)}
                    </styled.td>
                    <styled.td className={cell}>
                      {event.actorId && (
                        <CellLabel>
                          <Trans>Who</Trans>
                        </CellLabel>
                      )}
                      {someone(event.actor, event.actorId)}
                      {event.impersonatorId && (
                        <Text as="span" display="block" fontSize="sm" color="fg.muted">
                          <Trans>impersonated by {someone(event.impersonator, event.impersonatorId)}</Trans>
                        </Text>
                      )}
                    </styled.td>
                    <styled.td className={cell}>
                      {(event.targetId || event.organization || typeof event.details?.email === "string") && (
                        <CellLabel>
                          <Trans>On whom or where</Trans>
                        </CellLabel>
                      )}
                      {someone(event.target, event.targetId)}
                      {/* A refused sign-in to an address that is nobody's: the address as kept, cut. */}
                      {!event.targetId && typeof event.details?.email === "string" && (
                        <bdi className={longWord}>{event.details.email}</bdi>
                      )}
                      {event.organization && (
                        <>
                          {event.targetId && " · "}
                          <Link
                            to="/manager/organizations/$id"
                            params={{ id: event.organization.id }}
                            className={personLink}
                            dir="auto"
                          >
                            {event.organization.name}
                          </Link>
                        </>
                      )}
                    </styled.td>
                    <styled.td className={cell} fontSize="sm" color="fg.muted">
                      <bdi className={longWord}>{[event.ip, event.browser].filter(Boolean).join(" · ")}</bdi>
                    </styled.td>
                  </styled.tr>
                ))}
              </styled.tbody>
            </styled.table>
          )}
        </DataList>
      )}
    </PageFrame>
  );
}
