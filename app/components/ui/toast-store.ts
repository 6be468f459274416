/** docs/product.md, Toasts: one visible at a time; a dismissed toast lingers, closed, for 1,000,000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DURATION_MS = 5_000;

export type ToastVariant = "default" | "destructive";

export type ToastMessage = {
  id: string;
  title: string;
  description?: string | undefined;
  variant: ToastVariant;
  open: boolean;
};

export type ToastAction =
  { type: "add"; toast: ToastMessage } | { type: "dismiss"; id: string } | { type: "remove"; id: string };

export function toastReducer(state: readonly ToastMessage[], action: ToastAction): ToastMessage[] {
  switch (action.type) {
    case "add":
      return [action.toast, ...state].slice(0, TOAST_LIMIT);
    case "dismiss":
      return state.map((t) => (t.id === action.id ? { ...t, open: false } : t));
    case "remove":
      return state.filter((t) => t.id !== action.id);
  }
}

type Listener = (toasts: ToastMessage[]) => void;

/** One store per page, shared by every caller of `toast()` and the one <Toaster />. */
export function createToastStore(schedule: (fn: () => void, ms: number) => unknown = setTimeout) {
  let toasts: ToastMessage[] = [];
  const listeners = new Set<Listener>();
  let counter = 0;

  const dispatch = (action: ToastAction) => {
    toasts = toastReducer(toasts, action);
    for (const listener of listeners) listener(toasts);
  };

  return {
    getSnapshot: () => toasts,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    show(input: { title: string; description?: string; variant?: ToastVariant }): string {
      counter += 1;
      const id = String(counter);
      dispatch({
        type: "add",
        toast: {
          id,
          title: input.title,
          description: input.description,
          variant: input.variant ?? "default",
          open: true,
        },
      });
      return id;
    },
    dismiss(id: string) {
      dispatch({ type: "dismiss", id });
      schedule(() => dispatch({ type: "remove", id }), TOAST_REMOVE_DELAY_MS);
    },
  };
}

const EMPTY: ToastMessage[] = [];
export const toastStore = createToastStore();
export const serverSnapshot = () => EMPTY;

/** The one way to show a toast anywhere in the app. */
export function toast(input: { title: string; description?: string; variant?: ToastVariant }): string {
  return toastStore.show(input);
}
