/** The spec has no copy for rate limits; this is ours, shown by every form that can meet a 429. */
export function tooManyAttemptsToast(retryAfterSeconds: number | undefined) {
  const seconds = retryAfterSeconds && retryAfterSeconds > 0 ? Math.ceil(retryAfterSeconds) : undefined;
  return {
    title: "Too many attempts",
    description:
      seconds === undefined
        ? "Please wait a moment and try again."
        : `Please wait ${seconds} ${seconds === 1 ? "second" : "seconds"} and try again.`,
    variant: "destructive" as const,
  };
}

/** Retry-After as whole seconds (our answers); undefined when absent or an HTTP date we do not need. */
export function parseRetryAfter(value: string | null | undefined): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value.trim())) return undefined;
  return Number(value.trim());
}
