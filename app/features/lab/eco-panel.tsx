import { ECO_COMPARISON, ECO_STATS, type Footprint, footprintShare } from "~/features/lab/eco";
import { PRODUCT_NAME } from "~/lib/product";

import { cardClassName, panelHeadingClassName, panelIntroClassName } from "./styles";

/** Writes "CO2" with a subscript 2; its text stays "CO2". */
function Co2({ text }: { text: string }) {
  const [before, after] = text.split("CO2");
  if (after === undefined) return <>{text}</>;
  return (
    <>
      {before}CO<sub>2</sub>
      {after}
    </>
  );
}

function FootprintRow({ footprint, highlight }: { footprint: Footprint; highlight: boolean }) {
  return (
    <li>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold text-slate-900">{footprint.name}</span>
        <span className="text-sm text-slate-700">
          {footprint.pairs} {footprint.pairs === 1 ? "pair" : "pairs"} · {footprint.co2Kg} kg{" "}
          <Co2 text="CO2" />
        </span>
      </div>
      <div aria-hidden="true" className="mt-2 h-3 w-full rounded-full bg-slate-100">
        <div
          className={`h-full rounded-full ${highlight ? "bg-teal-700" : "bg-slate-500"}`}
          style={{ width: `${footprintShare(footprint.co2Kg)}%` }}
        />
      </div>
    </li>
  );
}

/** Eco Impact: the four figures of docs/product.md, Lab and the traditional-versus-modular comparison. */
export function EcoPanel() {
  return (
    <section aria-labelledby="eco-heading">
      <h2 id="eco-heading" className={panelHeadingClassName}>
        Eco Impact
      </h2>
      <p className={panelIntroClassName}>
        One base with swappable soles replaces a shelf of sport shoes, and a worn sole is the only part you
        replace.
      </p>
      <ul aria-label="Impact figures" className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {ECO_STATS.map((stat) => (
          <li key={stat.label} className={cardClassName}>
            <p className="text-3xl font-bold text-teal-800">{stat.value}</p>
            <p className="mt-1 text-sm font-medium text-slate-700">
              <Co2 text={stat.label} />
            </p>
          </li>
        ))}
      </ul>
      <section aria-labelledby="comparison-heading" className={`mt-6 ${cardClassName}`}>
        <h3 id="comparison-heading" className="text-lg font-semibold text-slate-900">
          Traditional vs {PRODUCT_NAME}
        </h3>
        <p className="mt-1 text-sm text-slate-600">Covering four sports: trail, tennis, gym and street.</p>
        <ul className="mt-4 grid gap-5">
          <FootprintRow footprint={ECO_COMPARISON.traditional} highlight={false} />
          <FootprintRow footprint={ECO_COMPARISON.modular} highlight />
        </ul>
      </section>
    </section>
  );
}
