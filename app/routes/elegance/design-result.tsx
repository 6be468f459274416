import { ProgressBar } from "~/components/ui/progress-bar";
import { DEFAULT_DESIGN, type HeelDesign } from "~/features/designer/rules";

const percent = (value: number) => `${value}%`;

function Meter({ label, value, example }: { label: string; value: number; example: boolean }) {
  return (
    <div className="grid grid-cols-[1fr_auto] gap-y-1.5 text-sm sm:col-span-2">
      <dt className="font-semibold text-slate-800">{label}</dt>
      <dd className="font-semibold text-slate-900 tabular-nums">{percent(value)}</dd>
      <dd className="col-span-2">
        <ProgressBar
          value={value}
          label={example ? `Example ${label}` : label}
          barClassName={example ? "bg-slate-500" : "bg-rose-700"}
        />
      </dd>
    </div>
  );
}

function Figures({ design, example }: { design: HeelDesign; example: boolean }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <div className="rounded-lg bg-slate-50 p-3">
        <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Ideal Heel Height</dt>
        <dd className="mt-1 text-2xl font-bold text-slate-900">{design.idealHeightInches} in</dd>
      </div>
      <div className="rounded-lg bg-slate-50 p-3">
        <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Arch Support</dt>
        <dd className="mt-1 text-2xl font-bold text-slate-900">{design.archSupport}</dd>
      </div>
      <Meter label="Cushioning" value={design.cushioningPercent} example={example} />
      <Meter label="Balance Score" value={design.balanceScorePercent} example={example} />
    </dl>
  );
}

/**
 * The result panel. Until the profile is complete it asks for the missing inputs and shows the
 * spec's default result as a labelled example; then the visitor's design, which follows each
 * change one second later ("Updating…" in between).
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
        <div data-testid="design-result">
          <Figures design={design} example={false} />
        </div>
      ) : (
        <div className="grid gap-4">
          <p className="rounded-lg border border-dashed border-rose-300 bg-rose-50 p-3 text-sm font-medium text-rose-900">
            Complete your profile to see your personalised design: set your height, foot arch type and heel
            style.
          </p>
          <div data-testid="example-design">
            <p className="mb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">
              Example design, before any input
            </p>
            <Figures design={DEFAULT_DESIGN} example />
          </div>
        </div>
      )}
    </section>
  );
}
