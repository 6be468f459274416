import { CircleCheck, ScanLine, Sparkles } from "lucide-react";
import { type FormEvent, useState } from "react";

import { Button } from "~/components/ui/button";
import { ProgressBar } from "~/components/ui/progress-bar";
import {
  SCAN_RECOMMENDATIONS,
  SCAN_RESULTS,
  SCAN_PARAM,
  SCAN_PARAM_COMPLETE,
  SCAN_TICK_MS,
  isScanComplete,
  nextScanProgress,
  scanProgressFromQuery,
  scanStages,
} from "~/features/lab/scan";
import { LAB_PATH, queryFields } from "~/features/lab/query";
import { useInterval } from "~/lib/use-interval";

import { HiddenFields } from "./hidden-fields";
import { cardClassName, panelHeadingClassName, panelIntroClassName } from "./styles";

/**
 * Smart Fit: a simulated foot scan, its four stages, then the fixed results and recommendations.
 * Start Foot Scan submits a form: without JavaScript the server answers with the finished scan
 * (`?scan=complete`); with it, the scan runs here.
 */
export function SmartFitPanel({
  query = new URLSearchParams(),
  random = Math.random,
}: {
  /** The page's query: a finished scan when it says so, and what the form keeps. */
  query?: URLSearchParams;
  random?: () => number;
}) {
  const [initial] = useState(() => scanProgressFromQuery(query.get(SCAN_PARAM)));
  const [started, setStarted] = useState(initial !== null);
  const [progress, setProgress] = useState(initial ?? 0);
  const done = started && isScanComplete(progress);
  const scanning = started && !done;

  // Each tick builds on the previous one even when several run before React renders again.
  useInterval(
    () => setProgress((current) => nextScanProgress(current, random)),
    scanning ? SCAN_TICK_MS : null,
  );

  const start = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProgress(0);
    setStarted(true);
  };

  return (
    <section aria-labelledby="smart-fit-heading">
      <h2 id="smart-fit-heading" className={panelHeadingClassName}>
        Smart Fit Foot Scan
      </h2>
      <p className={panelIntroClassName}>
        A simulated 3D scan maps your foot&apos;s pressure, arch and gait to find your size and the support
        you need.
      </p>

      <div className={`mt-6 ${cardClassName}`}>
        <form method="get" action={LAB_PATH} onSubmit={start}>
          <HiddenFields
            fields={queryFields(query, { tab: "smart-fit", [SCAN_PARAM]: SCAN_PARAM_COMPLETE })}
          />
          {/* Disabled only while its own scan runs. */}
          <Button type="submit" disabled={scanning}>
            <ScanLine aria-hidden="true" className="size-4" />
            Start Foot Scan
          </Button>
        </form>

        <div className="mt-6 flex justify-between text-sm font-semibold">
          <span className="text-slate-800">Scan progress</span>
          <span className="text-slate-900">{progress}%</span>
        </div>
        <ProgressBar value={progress} label="Scan progress" className="mt-2" />
        <p role="status" className="mt-2 min-h-5 text-sm text-slate-600">
          {scanning ? "Scanning your foot…" : done ? "Scan complete." : ""}
        </p>

        <ol aria-label="Scan stages" className="mt-4 grid gap-3 sm:grid-cols-2">
          {scanStages(progress).map((stage) => (
            <li
              key={stage.name}
              className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 px-4 py-3"
            >
              <span className="text-sm font-medium text-slate-900">{stage.name}</span>
              <span
                className={
                  "rounded-full px-2.5 py-0.5 text-xs font-semibold " +
                  (stage.complete ? "bg-emerald-100 text-emerald-800" : "bg-slate-100 text-slate-700")
                }
              >
                {stage.complete ? "Complete" : "Pending"}
              </span>
            </li>
          ))}
        </ol>
      </div>

      {done ? <ScanResults /> : null}
    </section>
  );
}

function ScanResults() {
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="scan-results-heading" className={cardClassName}>
        <h3 id="scan-results-heading" className="text-lg font-semibold text-slate-900">
          Your Fit Results
        </h3>
        <dl className="mt-4 grid grid-cols-2 gap-4">
          {SCAN_RESULTS.map((result) => (
            <div key={result.label} className="rounded-lg bg-teal-50 p-4">
              <dt className="text-sm font-medium text-slate-700">{result.label}</dt>
              <dd className="mt-1 text-xl font-bold text-teal-900">{result.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="scan-recommendations-heading" className={cardClassName}>
        <h3
          id="scan-recommendations-heading"
          className="flex items-center gap-2 text-lg font-semibold text-slate-900"
        >
          <Sparkles aria-hidden="true" className="size-5 text-teal-700" />
          AI Recommendations
        </h3>
        <ul className="mt-4 grid gap-3">
          {SCAN_RECOMMENDATIONS.map((text) => (
            <li key={text} className="flex gap-2 text-sm text-slate-700">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 flex-none text-teal-700" />
              {text}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
