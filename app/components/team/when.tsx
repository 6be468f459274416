import { longDate, mediumDateTime } from "~/lib/dates/english-dates";

/** A date as the team reads it: in UTC (the filters' days are UTC days too). */
export function When({ at, time = false }: { at: Date; time?: boolean }) {
  return (
    <time dateTime={at.toISOString()}>{time ? `${mediumDateTime(at, "UTC")} UTC` : longDate(at, "UTC")}</time>
  );
}
