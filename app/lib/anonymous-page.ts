/**
 * A route's `handle` for a page whose render, for a given address, is the same for every anonymous
 * visitor: the server may then keep that render for a minute and serve it again
 * (server/page-cache.ts). Only for pages whose loaders read nothing but the address and the session.
 */
export const SAME_FOR_EVERY_ANONYMOUS_VISITOR = { sameForEveryAnonymousVisitor: true } as const;

/**
 * A route's `handle` for such a page whose signed-in render differs from the anonymous one only in
 * the header's account items (app/components/account-nav.tsx): nothing on the page itself reads the
 * user. A signed-in visitor may then get the kept anonymous render with their own account items put
 * in its place (server/page-cache.ts).
 */
export const SAME_FOR_EVERYONE_BUT_THE_ACCOUNT_ITEMS = {
  ...SAME_FOR_EVERY_ANONYMOUS_VISITOR,
  sameForEveryoneButTheAccountItems: true,
} as const;

type SharedPageHandle = {
  sameForEveryAnonymousVisitor?: boolean;
  sameForEveryoneButTheAccountItems?: boolean;
  sameForTheAccount?: boolean;
};

function sharedPageHandle(handle: unknown): SharedPageHandle {
  return typeof handle === "object" && handle !== null ? (handle as SharedPageHandle) : {};
}

export function isSameForEveryAnonymousVisitor(handle: unknown): boolean {
  return sharedPageHandle(handle).sameForEveryAnonymousVisitor === true;
}

export function isSameForEveryoneButTheAccountItems(handle: unknown): boolean {
  const shared = sharedPageHandle(handle);
  return shared.sameForEveryAnonymousVisitor === true && shared.sameForEveryoneButTheAccountItems === true;
}

/**
 * A route's `handle` for a signed-in page whose render, for a given address, depends on nothing but
 * the signed-in user as the session gives them and data that only that user's own requests change
 * (their preferences): the server may keep each account's render for a few seconds and serve it
 * again to that account alone, until any request of theirs that is not a GET or HEAD
 * (server/page-cache.ts). A page that shows what other requests change (their devices, a team's
 * data) must not use it.
 */
export const SAME_FOR_THE_ACCOUNT = { sameForTheAccount: true } as const;

export function isSameForTheAccount(handle: unknown): boolean {
  return (
    typeof handle === "object" && handle !== null && (handle as SharedPageHandle).sameForTheAccount === true
  );
}
