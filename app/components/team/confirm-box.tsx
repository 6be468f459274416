import { focusRing } from "~/components/ui/styles";

/** The required tick of a step that cannot be undone, with the server's error when it was missing. */
export function ConfirmBox({ id, label, error }: { id: string; label: string; error: string | undefined }) {
  return (
    <div>
      <label className="flex min-h-11 items-center gap-3 text-slate-800">
        <input
          type="checkbox"
          name="confirm"
          value="yes"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? id : undefined}
          className={`size-5 accent-teal-700 ${focusRing}`}
        />
        {label}
      </label>
      {error ? (
        <p id={id} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
