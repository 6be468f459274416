import { cloneElement, type ReactElement } from "react";

type ControlProps = {
  id?: string;
  name?: string;
  defaultValue?: string;
  className?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
};

/**
 * What a field of a Conform form gives its control: the name, the value to show (the one posted,
 * after an answer), its errors, and the key that remounts the control when the form is reset.
 */
type FormFieldState = {
  key: string | undefined;
  name: string;
  errors?: string[] | undefined;
  initialValue?: unknown;
};

/**
 * The one form field: a label, its control, an optional hint and the field's error, wired for
 * assistive tech. Given a Conform `field`, it also gives the control its name, shown value and key,
 * so a form states each control's own attributes (type, autocomplete, …) and nothing else.
 */
export function FormField({
  id,
  label,
  field,
  error = field?.errors?.[0],
  hint,
  children,
}: {
  id: string;
  label: string;
  field?: FormFieldState;
  error?: string | undefined;
  hint?: string | undefined;
  children: ReactElement<ControlProps>;
}) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      {cloneElement(children, {
        ...(field && {
          key: field.key,
          name: field.name,
          defaultValue: typeof field.initialValue === "string" ? field.initialValue : undefined,
        }),
        id,
        className: children.props.className ?? inputClassName,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
      })}
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export const inputClassName =
  "block w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm " +
  "placeholder:text-slate-500 focus:border-teal-700 focus:outline-2 focus:outline-offset-1 focus:outline-teal-700 " +
  "aria-[invalid=true]:border-red-700";
