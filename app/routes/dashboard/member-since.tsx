import { SERVER_DATE_LOCALE, SERVER_TIME_ZONE, formatMemberSince } from "~/features/dashboard/member-since";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * The creation date in the visitor's locale and time zone. The server (and hydration) write it in
 * a fixed format; once React runs in the browser it is written again the visitor's way.
 */
export function MemberSince({ createdAt }: { createdAt: string }) {
  const hydrated = useHydrated();
  const text = hydrated
    ? formatMemberSince(createdAt)
    : formatMemberSince(createdAt, SERVER_DATE_LOCALE, SERVER_TIME_ZONE);
  if (text === "Today") return <span>{text}</span>;
  return <time dateTime={createdAt}>{text}</time>;
}
