// What the server's own /metrics saw of a bench row: http_request_duration_seconds scraped before and
// after, the difference read for one method and route pattern (server/metrics.ts), beside wrk's view.

/** A token the bench's server is started with, so that its /metrics answers (METRICS_TOKEN). */
export const BENCH_METRICS_TOKEN = "bench-load-metrics-token-0000000000";

const SERIES = /^http_request_duration_seconds_(bucket|sum|count)\{([^}]*)\} (\S+)$/;

/**
 * The request-duration histogram as the server has it now: per "method route status", its
 * cumulative bucket counts by upper bound, sum and count.
 * @returns {Promise<Map<string, { method: string, route: string, status: string, buckets: Map<number, number>, sum: number, count: number }>>}
 */
export async function scrapeDurations(origin) {
  const response = await fetch(`${origin}/metrics`, {
    headers: { Authorization: `Bearer ${BENCH_METRICS_TOKEN}` },
  });
  if (!response.ok) throw new Error(`/metrics answered ${response.status}`);
  const series = new Map();
  for (const line of (await response.text()).split("\n")) {
    const found = SERIES.exec(line);
    if (!found) continue;
    const [, part, labelText, value] = found;
    const labels = Object.fromEntries(
      [...labelText.matchAll(/(\w+)="([^"]*)"/g)].map(([, name, text]) => [name, text]),
    );
    const key = `${labels.method} ${labels.route} ${labels.status}`;
    if (!series.has(key))
      series.set(key, {
        method: labels.method,
        route: labels.route,
        status: labels.status,
        buckets: new Map(),
        sum: 0,
        count: 0,
      });
    const entry = series.get(key);
    if (part === "bucket")
      entry.buckets.set(labels.le === "+Inf" ? Infinity : Number(labels.le), Number(value));
    else entry[part] = Number(value);
  }
  return series;
}

/**
 * What the histogram saw between two scrapes for one method and route, every status together:
 * requests answered, of them 2xx, the mean, and the p99 as Prometheus' histogram_quantile
 * estimates it (linear within a bucket; "> 10 s" past the last bound).
 */
export function histogramSeen(before, after, { method, route }) {
  const buckets = new Map();
  let count = 0;
  let ok = 0;
  let sum = 0;
  for (const [key, now] of after) {
    if (now.method !== method || now.route !== route) continue;
    const then = before.get(key);
    const delta = now.count - (then?.count ?? 0);
    count += delta;
    if (now.status.startsWith("2")) ok += delta;
    sum += now.sum - (then?.sum ?? 0);
    for (const [bound, cumulative] of now.buckets)
      buckets.set(bound, (buckets.get(bound) ?? 0) + cumulative - (then?.buckets.get(bound) ?? 0));
  }
  return {
    count,
    ok,
    meanMs: count ? round((sum / count) * 1000) : null,
    p99Ms: quantileMs(buckets, count, 0.99),
  };
}

function quantileMs(buckets, count, q) {
  if (!count) return null;
  const bounds = [...buckets.keys()].sort((a, b) => a - b);
  const rank = q * count;
  let lower = 0;
  let below = 0;
  for (const bound of bounds) {
    const cumulative = buckets.get(bound);
    if (cumulative >= rank) {
      if (bound === Infinity) return `> ${lower * 1000}`;
      const within = cumulative - below;
      return round((lower + (bound - lower) * (within ? (rank - below) / within : 1)) * 1000);
    }
    lower = bound;
    below = cumulative;
  }
  return null;
}

const round = (value) => Math.round(value * 10) / 10;
