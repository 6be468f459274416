/** The copy for rate limits (docs/product.md, Bad input), shown by every form that can meet a 429. */
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

/**
 * A wait as a person says it, rounded up: "45 seconds", "12 minutes", "2 hours". Limits with an hour's
 * window would otherwise ask someone to wait "3412 seconds".
 */
export function waitInWords(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  const [count, unit] =
    whole < 90
      ? [whole, "second"]
      : whole < 90 * 60
        ? [Math.ceil(whole / 60), "minute"]
        : [Math.ceil(whole / 3600), "hour"];
  return `${count} ${unit}${count === 1 ? "" : "s"}`;
}
