import { PRODUCT_NAME } from "~/lib/product";

/**
 * A person's data as the file they download: `modura-data-YYYY-MM-DD.json` (the UTC day it was
 * made), indented so it reads in any text editor. Dates become ISO 8601 strings in UTC.
 */
export function personalDataFile(data: unknown, now: Date): { name: string; body: string } {
  const day = now.toISOString().slice(0, 10);
  return {
    name: `${PRODUCT_NAME.toLowerCase()}-data-${day}.json`,
    body: `${JSON.stringify(data, null, 2)}\n`,
  };
}
