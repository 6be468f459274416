// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Text a person types as a name: no control characters (PostgreSQL refuses NUL outright, the rest
 * only garble displays and logs) and no half of a surrogate pair (which cannot be stored as UTF-8
 * and would come back changed). Everything else, HTML and SQL included, is stored verbatim and
 * escaped when shown.
 */
export function isPlainText(value: string): boolean {
  return !CONTROL_CHARACTERS.test(value) && !LONE_SURROGATE.test(value);
}

export const PLAIN_TEXT_MESSAGE = "Name contains characters that are not allowed.";
