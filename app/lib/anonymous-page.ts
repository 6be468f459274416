/**
 * A route's `handle` for a page whose render, for a given address, is the same for every anonymous
 * visitor: the server may then keep that render for a minute and serve it again
 * (server/page-cache.ts). Only for pages whose loaders read nothing but the address and the session.
 */
export const SAME_FOR_EVERY_ANONYMOUS_VISITOR = { sameForEveryAnonymousVisitor: true } as const;

export function isSameForEveryAnonymousVisitor(handle: unknown): boolean {
  return (
    typeof handle === "object" &&
    handle !== null &&
    (handle as Partial<typeof SAME_FOR_EVERY_ANONYMOUS_VISITOR>).sameForEveryAnonymousVisitor === true
  );
}
