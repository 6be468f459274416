import { type RefObject, useEffect, useState } from "react";

/**
 * The live values of a form of uncontrolled inputs (radios, ranges, selects), read from the DOM.
 * The inputs are the state: a choice made before the scripts ran is already in them, and React never
 * overwrites it; this hook reads them once on mount and after every input or change event. `read`
 * must be stable (a module-level function).
 */
export function useFormValues<T>(
  formRef: RefObject<HTMLFormElement | null>,
  read: (data: FormData) => T,
  initial: T,
): T {
  const [values, setValues] = useState(initial);
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const update = () => setValues(read(new FormData(form)));
    update();
    form.addEventListener("input", update);
    form.addEventListener("change", update);
    return () => {
      form.removeEventListener("input", update);
      form.removeEventListener("change", update);
    };
  }, [formRef, read]);
  return values;
}
