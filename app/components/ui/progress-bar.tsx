/** A progress bar that exposes its value to assistive tech (role="progressbar", 0 to 100). */
export function ProgressBar({
  value,
  label,
  className = "",
  barClassName = "bg-teal-700",
}: {
  value: number;
  label: string;
  className?: string;
  barClassName?: string;
}) {
  const clamped = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      className={`h-2.5 w-full overflow-hidden rounded-full bg-slate-200 ${className}`}
    >
      <div
        className={`h-full rounded-full motion-safe:transition-[width] ${barClassName}`}
        style={{ width: `${clamped}%` }}
      />
    </div>
  );
}
