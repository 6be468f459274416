import { formatShare } from "~/components/team/format";
import type { Figure } from "~/components/team/figures";
import type { AdmissionCounts } from "~/db/admission.server";

export function admissionFigures({
  waiting,
  confirmed,
  invited,
  expired,
  accepted,
}: AdmissionCounts): Figure[] {
  const everInvited = invited + accepted;
  return [
    {
      label: "Waiting",
      count: waiting,
      rates: [],
      meaning: "Joined, but have not confirmed their address: not in line yet.",
    },
    {
      label: "Confirmed",
      count: confirmed,
      rates: [],
      meaning: "In line, not invited yet.",
    },
    {
      label: "Invited",
      count: invited,
      rates: expired > 0 ? [`${expired.toLocaleString("en-US")} expired unaccepted`] : [],
      meaning:
        "Sent an early-access invitation they have not accepted. Those whose invitation expired can be invited again.",
    },
    {
      label: "Accepted",
      count: accepted,
      rates: [`${formatShare(accepted, everInvited)} of invitations`],
      meaning: "Accepted early access through the link in their invitation.",
    },
  ];
}

export type InvitationState = "open" | "expired" | "accepted";

/** Where one member's invitation stands at `now`. */
export function invitationState(
  { expiresAt, acceptedAt }: { expiresAt: Date; acceptedAt: Date | null },
  now: Date,
): InvitationState {
  if (acceptedAt) return "accepted";
  return now.getTime() < expiresAt.getTime() ? "open" : "expired";
}
