import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // The whole route manifest as one fingerprinted script, cached across pages, rather than each
  // page's part inline and the rest fetched from /__manifest as links render: that fetch and its
  // bookkeeping ran on the main thread right after hydration, on a site of two dozen routes.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
