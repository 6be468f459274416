import { ProgressBar } from "~/components/ui/progress-bar";
import type { HeelDesign } from "~/features/elegance/designer-rules";

const percent = (value: number) => `${value}%`;

function Meter({ label, value }: { label: string; value: number }) {
  return (
    <div className="grid grid-cols-[1fr_auto] gap-y-1.5 text-sm sm:col-span-2">
      <dt className="font-semibold text-slate-800">{label}</dt>
      <dd className="font-semibold text-slate-900 tabular-nums">{percent(value)}</dd>
      <dd className="col-span-2">
        <ProgressBar value={value} label={label} barClassName="bg-rose-700" />
      </dd>
    </div>
  );
}

/**
 * The result panel. Until arch type and heel style are chosen it asks to complete the profile and
 * shows no figures; then the design it is given (the default result of docs/product.md, AI Designer
 * first, then the visitor's own), saying "Updating…" while a change waits its second.
 */
export function DesignResult({ design, pending }: { design: HeelDesign | null; pending: boolean }) {
  return (
    <section aria-labelledby="design-result-heading" aria-busy={pending} className="grid gap-4">
      <div className="flex items-baseline justify-between gap-3">
        <h3 id="design-result-heading" className="text-lg font-semibold text-slate-900">
          Your Personalised Design
        </h3>
        <p role="status" className="text-xs font-semibold text-slate-600">
          {pending ? "Updating your design…" : ""}
        </p>
      </div>
      {design ? (
        <dl data-testid="design-result" className="grid gap-4 sm:grid-cols-2">
          <div className="rounded-lg bg-slate-50 p-3">
            <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
              Ideal Heel Height
            </dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900">{design.idealHeightInches} in</dd>
          </div>
          <div className="rounded-lg bg-slate-50 p-3">
            <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Arch Support</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900">{design.archSupport}</dd>
          </div>
          <Meter label="Cushioning" value={design.cushioningPercent} />
          <Meter label="Balance Score" value={design.balanceScorePercent} />
        </dl>
      ) : (
        <p className="rounded-lg border border-dashed border-rose-300 bg-rose-50 p-3 text-sm font-medium text-rose-900">
          Complete your profile to see your personalised design: choose your foot arch type and heel style.
        </p>
      )}
    </section>
  );
}
