// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;
/**
 * The marks, embeddings, overrides and isolates that reorder text around them (Unicode's
 * bidirectional formatting characters): "\u202Egnp.exe" shows as "exe.png".
 */
const BIDI_FORMATTING = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Text a person types as a name: no control characters (PostgreSQL refuses NUL outright, the rest
 * only garble displays and logs), none that reorder what is shown around them, and no half of a
 * surrogate pair (which cannot be stored as UTF-8
 * and would come back changed). Everything else, HTML and SQL included, is stored verbatim and
 * escaped when shown.
 */
export function isPlainText(value: string): boolean {
  return !CONTROL_CHARACTERS.test(value) && !BIDI_FORMATTING.test(value) && !LONE_SURROGATE.test(value);
}

export const PLAIN_TEXT_MESSAGE = "Name contains characters that are not allowed.";
