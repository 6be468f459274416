/** The six primary activities of the waitlist form, in the order the select lists them. */
export const ACTIVITIES = [
  { value: "trail", label: "Trail Running" },
  { value: "tennis", label: "Tennis" },
  { value: "gym", label: "Gym / Training" },
  { value: "walking", label: "Walking" },
  { value: "casual", label: "Casual / Street" },
  { value: "other", label: "Other" },
] as const;

export type Activity = (typeof ACTIVITIES)[number]["value"];

export const ACTIVITY_VALUES = ACTIVITIES.map((a) => a.value) as [Activity, ...Activity[]];
