/**
 * The lab's view state lives in its address (`?tab=`, `?scan=`, `?motion=`), so without JavaScript
 * each demo's form asks the server for its next state. A form keeps what the others set: a finished
 * scan stays finished when the motion toggle or the chat is used, and the other way round.
 */
export const LAB_PATH = "/lab";

/** Names to set (a value) or take out (null). */
export type QueryChanges = Readonly<Record<string, string | null>>;

function applied(current: URLSearchParams, changes: QueryChanges): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) next.delete(name);
    else next.set(name, value);
  }
  return next;
}

/** The hidden inputs of a GET form that leads to the current query with `changes` applied. */
export function queryFields(current: URLSearchParams, changes: QueryChanges): [string, string][] {
  return [...applied(current, changes).entries()];
}

/** The address of the current query with `changes` applied (a POST form's action). */
export function queryHref(pathname: string, current: URLSearchParams, changes: QueryChanges): string {
  const query = applied(current, changes).toString();
  return query ? `${pathname}?${query}` : pathname;
}
