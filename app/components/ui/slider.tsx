import { useId } from "react";

/**
 * A labelled native range input showing its value. Uncontrolled: the input holds the value, so
 * one moved before the scripts ran is kept, and it is sent with its form (`name`). Keyboard,
 * clamping to min/max/step and screen-reader announcements come from the browser; `valueText` is
 * what is shown and read out ("70 kg"), kept current by the page while JavaScript runs.
 */
export function Slider({
  label,
  name,
  defaultValue,
  min,
  max,
  step,
  valueText,
}: {
  label: string;
  name: string;
  defaultValue: number;
  min: number;
  max: number;
  step: number;
  valueText: string;
}) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <div className="flex items-baseline justify-between gap-4">
        <label htmlFor={id} className="text-sm font-semibold text-slate-800">
          {label}
        </label>
        <output htmlFor={id} className="text-sm font-semibold text-teal-800 tabular-nums">
          {valueText}
        </output>
      </div>
      <input
        id={id}
        type="range"
        name={name}
        min={min}
        max={max}
        step={step}
        defaultValue={defaultValue}
        aria-valuetext={valueText}
        className="h-6 w-full cursor-pointer accent-teal-700"
      />
    </div>
  );
}
