import type { BetterAuthOptions } from "better-auth";

import { PRIVACY_NOTICE_VERSION } from "~/vocabulary";

type UserHooks = NonNullable<NonNullable<BetterAuthOptions["databaseHooks"]>["user"]>;

/**
 * Better Auth's user fields of ours: the privacy notice a new account was shown. Not inputs, so a
 * sign-up's body cannot set them; the hook below does.
 */
export const NOTICE_USER_FIELDS = {
  noticeVersion: { type: "string", required: false, input: false },
  noticeShownAt: { type: "date", required: false, input: false },
} as const;

/**
 * Every new account records the notice current on the server, whichever way it was made: the
 * sign-up form (which links to the notice) or Google (the sign-up tab, with the same link).
 */
export const noticeUserHooks: UserHooks = {
  create: {
    before: async (user) => ({
      data: { ...user, noticeVersion: PRIVACY_NOTICE_VERSION, noticeShownAt: new Date() },
    }),
  },
};
