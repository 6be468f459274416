import { ArrowLeft } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Form, Link, data, redirect, useNavigation } from "react-router";

import { Button } from "~/components/ui/button";
import { ActionMessage } from "~/components/action-message";
import { FormField, inputClassName } from "~/components/form-field";
import { cardClassName, focusRing } from "~/components/ui/styles";
import { type ToastInput } from "~/features/auth/messages";
import { profileSchema } from "~/features/auth/credentials";
import { DASHBOARD_TOASTS } from "~/features/dashboard/messages";
import { withNotice } from "~/features/notices/notices";
import { firstMessagePerField } from "~/features/validation/field-errors";
import { saveDisplayName } from "~/server/accounts.server";
import { requireUser } from "~/server/guards.server";
import { revalidateUnlessViewChange } from "~/lib/revalidation";
import { PAGES, pageMeta, publicUrlFromMatches } from "~/lib/seo";

import type { Route } from "./+types/dashboard.settings";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  return { name: user.name };
}

export const shouldRevalidate = revalidateUnlessViewChange;

type SettingsAnswer = { message?: ToastInput; error?: string; displayName: string };

/**
 * Saves the display name with the same schema and call as PATCH /api/me, then redirects here with
 * the "Profile updated" notice: the page and its navigation load afresh with the new name (a
 * request's user is read once, before the action).
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(context, request);
  const form = await request.formData();
  const displayName = String(form.get("displayName") ?? "");
  const parsed = profileSchema.safeParse({ displayName });
  if (!parsed.success)
    return data<SettingsAnswer>(
      { error: firstMessagePerField(parsed.error).displayName, displayName },
      { status: 400 },
    );
  try {
    await saveDisplayName(context.auth, request.headers, parsed.data.displayName);
  } catch (error) {
    context.logError(error);
    return data<SettingsAnswer>(
      { message: { ...DASHBOARD_TOASTS.profileFailed }, displayName },
      { status: 500 },
    );
  }
  return redirect(withNotice("/dashboard/settings", "profile-updated"));
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(PAGES.accountSettings, publicUrlFromMatches(matches));
}

export default function AccountSettings({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.has("displayName") === true;
  const [clientError, setClientError] = useState<string>();
  const error = clientError ?? actionData?.error;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const input = event.currentTarget.elements.namedItem("displayName") as HTMLInputElement;
    const parsed = profileSchema.safeParse({ displayName: input.value });
    if (parsed.success) {
      setClientError(undefined);
      return;
    }
    event.preventDefault();
    setClientError(firstMessagePerField(parsed.error).displayName);
    input.focus();
  };

  return (
    <main id="main-content" tabIndex={-1} className="mx-auto max-w-2xl px-4 pt-24 pb-16 sm:px-6 lg:px-8">
      <Link
        to="/dashboard"
        className={`inline-flex items-center gap-2 rounded-md text-sm font-semibold text-teal-800 hover:underline ${focusRing}`}
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Dashboard
      </Link>
      <section aria-labelledby="settings-heading" className={`mt-4 ${cardClassName}`}>
        <h1 id="settings-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          Account Settings
        </h1>
        <p className="mt-2 text-sm text-slate-600">
          Change the name shown on your dashboard and in the navigation bar.
        </p>
        <Form method="post" onSubmit={submit} className="mt-6 grid gap-5">
          <FormField id="settings-display-name" label="Display Name" error={error}>
            <input
              name="displayName"
              type="text"
              autoComplete="name"
              required
              defaultValue={actionData?.displayName ?? loaderData.name}
              className={inputClassName}
            />
          </FormField>
          <div>
            <Button type="submit" disabled={saving}>
              {saving ? "Saving..." : "Save"}
            </Button>
          </div>
          <ActionMessage message={actionData?.message} />
        </Form>
      </section>
    </main>
  );
}
