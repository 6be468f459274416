import { useActionData, useFetcher } from "react-router";

import type { DashboardAnswer, DashboardIntent } from "~/features/dashboard/messages";

/**
 * The fetcher of one dashboard form, and the action's answer to it. With JavaScript the form posts
 * in place and the answer is the fetcher's; without, the browser posted the page and the server
 * rendered it with the answer as the page's action data.
 */
export function useIntentFetcher(intent: DashboardIntent) {
  const fetcher = useFetcher<DashboardAnswer>();
  const pageAnswer = useActionData<DashboardAnswer>();
  const answer = fetcher.data ?? (pageAnswer?.intent === intent ? pageAnswer : undefined);
  return { fetcher, answer, busy: fetcher.state !== "idle" };
}
