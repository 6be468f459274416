import { useActionData, useNavigation } from "react-router";

import type { FormAnswer } from "~/lib/conform-forms";

import type { SettingsIntent } from "./settings";

/** /dashboard/settings' action answer to the form that asked (its `intent`). */
export type SettingsAnswer = FormAnswer & { intent: SettingsIntent };

/** One settings form's answer, and whether it is being sent now. */
export function useSettingsAnswer(intent: SettingsIntent) {
  const answer = useActionData<SettingsAnswer>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  return { answer: answer?.intent === intent ? answer : undefined, busy };
}
