import type { Choice } from "~/features/elegance/designer-labels";

/**
 * A group of native radio buttons drawn as cards: Tab enters the group, the arrow keys move and
 * choose, and nothing is chosen until the visitor picks. Uncontrolled, so a pick made before the
 * scripts ran shows at once (`peer-checked:`) and stays. The invisible input covers its card, so
 * a click anywhere on the card picks it.
 */
export function ChoiceGroup<T extends string>({
  legend,
  name,
  choices,
  defaultValue,
  columns = "sm:grid-cols-3",
}: {
  legend: string;
  name: string;
  choices: readonly Choice<T>[];
  defaultValue: T | null;
  columns?: string;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-semibold text-slate-800">{legend}</legend>
      <div className={`mt-2 grid grid-cols-2 gap-2 ${columns}`}>
        {choices.map((choice) => (
          <label key={choice.value} className="relative block">
            <input
              type="radio"
              name={name}
              value={choice.value}
              defaultChecked={defaultValue === choice.value}
              className="peer absolute inset-0 size-full cursor-pointer opacity-0"
            />
            <span
              className={
                "flex min-h-14 flex-col justify-center rounded-lg border-2 border-slate-200 bg-white px-3 py-2 " +
                "transition-colors peer-checked:border-rose-700 peer-checked:bg-rose-50 peer-hover:border-slate-400 " +
                "peer-checked:peer-hover:border-rose-700 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 " +
                "peer-focus-visible:outline-rose-700"
              }
            >
              <span className="text-sm font-semibold text-slate-900">{choice.label}</span>
              <span className="text-xs text-slate-600">{choice.hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
