import { ACCOUNT_ITEMS_ATTRIBUTE, ACCOUNT_ITEMS_PLACES } from "~/lib/account-items";

/**
 * A page cut around its account items (app/lib/account-items.ts): `around` is the page with each
 * place's contents taken out (one more string than places), `items` those contents, in page order.
 */
export type CutPage = { around: string[]; items: string[] };

/**
 * Cuts a page rendered by React around the contents of its account-item places, or answers
 * undefined when a place is missing or not closed. React escapes "<" and ">" in text and in
 * attribute values, so every tag of the place's name is a real tag, and counting them finds where
 * the place closes.
 */
export function cutAccountItems(html: string): CutPage | undefined {
  const around: string[] = [];
  const items: string[] = [];
  let from = 0;
  for (const place of ACCOUNT_ITEMS_PLACES) {
    const at = html.indexOf(` ${ACCOUNT_ITEMS_ATTRIBUTE}="${place}"`, from);
    const tagStart = html.lastIndexOf("<", at);
    const name = /^<([a-z][a-z0-9]*)/.exec(html.slice(tagStart, at))?.[1];
    const contentStart = html.indexOf(">", at) + 1;
    if (at === -1 || !name || contentStart === 0) return undefined;
    const contentEnd = closingTagAt(html, name, contentStart);
    if (contentEnd === undefined) return undefined;
    around.push(html.slice(from, contentStart));
    items.push(html.slice(contentStart, contentEnd));
    from = contentEnd;
  }
  around.push(html.slice(from));
  return { around, items };
}

/** Where the element of this name that is open at `from` closes. */
function closingTagAt(html: string, name: string, from: number): number | undefined {
  const tags = new RegExp(`<(/?)${name}\\b[^>]*>`, "g");
  tags.lastIndex = from;
  let depth = 1;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) return tag.index;
  }
  return undefined;
}

/** A cut page's pieces in page order with these items in its places (of any form: text, bytes). */
export function withAccountItems<Piece>(around: readonly Piece[], items: readonly Piece[]): Piece[] {
  return around.flatMap((piece, i) => (i < items.length ? [piece, items[i]!] : [piece]));
}
