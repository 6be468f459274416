import { cardClassName } from "~/components/ui/styles";

/**
 * A secret the site keeps only as a hash (a webhook's signing secret, an API key), in the answer
 * that made it: the one time it is shown.
 */
export function ShownOnce({
  id,
  heading,
  note,
  value,
  testId,
}: {
  id: string;
  heading: string;
  note: string;
  value: string;
  testId: string;
}) {
  return (
    <section aria-labelledby={id} className={cardClassName}>
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {heading}
      </h2>
      <p className="mt-2 text-sm text-slate-700">{note}</p>
      <p className="mt-3 rounded-md bg-slate-100 p-3 font-mono text-sm break-all text-slate-900">
        <code data-testid={testId}>{value}</code>
      </p>
    </section>
  );
}
