import { Settings } from "lucide-react";
import { type FormEvent, useState } from "react";

import { FormField, inputClassName } from "~/components/form-field";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { toast } from "~/components/ui/toast-store";
import { displayNameSchema } from "~/features/auth/credentials";
import { DASHBOARD_TOASTS } from "~/features/dashboard/messages";
import { apiRequest } from "~/lib/api";
import { useAuth } from "~/lib/auth-context";

import { primaryButtonClassName, secondaryButtonClassName } from "~/components/ui/styles";

/** "Account Settings": a dialog to change the display name, saved with PATCH /api/me. */
export function AccountSettingsDialog({ name, disabled }: { name: string; disabled: boolean }) {
  const { refresh } = useAuth();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) setError(undefined);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem("displayName") as HTMLInputElement;
    const parsed = displayNameSchema.safeParse(input.value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      input.focus();
      return;
    }
    setError(undefined);
    setSaving(true);
    try {
      await apiRequest("PATCH", "/api/me", { displayName: parsed.data });
      toast(DASHBOARD_TOASTS.profileUpdated);
      setOpen(false);
      // Reloads the root loader too, so the navigation's avatar menu shows the new name.
      await refresh();
    } catch {
      toast({ ...DASHBOARD_TOASTS.profileFailed, variant: "destructive" });
      // Said in the dialog too: the modal hides the toast region from assistive tech while it is open.
      setError(DASHBOARD_TOASTS.profileFailed.description);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger disabled={disabled} className={secondaryButtonClassName}>
        <Settings aria-hidden="true" className="size-4" />
        Account Settings
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Account Settings</DialogTitle>
        <DialogDescription>
          Change the name shown on your dashboard and in the navigation bar.
        </DialogDescription>
        <form method="post" noValidate onSubmit={submit} className="grid gap-5">
          <FormField id="settings-display-name" label="Display Name" error={error}>
            <input
              name="displayName"
              type="text"
              autoComplete="name"
              required
              defaultValue={name}
              className={inputClassName}
            />
          </FormField>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose className={secondaryButtonClassName}>Cancel</DialogClose>
            <button type="submit" disabled={saving} className={primaryButtonClassName}>
              {saving ? "Saving..." : "Save"}
            </button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
