import { formatMemberSince } from "~/features/dashboard/member-since";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * The creation date: the server (and hydration) write its day in UTC; once React runs in the
 * browser it is written again with the day in the visitor's zone.
 */
export function MemberSince({ createdAt }: { createdAt: string }) {
  const hydrated = useHydrated();
  const text = formatMemberSince(createdAt, hydrated ? "local" : "UTC");
  if (text === "Today") return <span>{text}</span>;
  return <time dateTime={createdAt}>{text}</time>;
}
