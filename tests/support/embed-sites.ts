/**
 * The sites of the embedded form's browser test: pages the test serves itself (page.route) at
 * origins of their own, on loopback as the suite's site is. The first is in the suite site's
 * EMBED_ORIGINS, the second is not.
 */
export const EMBED_TEST_SITE = "http://127.0.0.1:3901";
export const UNLISTED_TEST_SITE = "http://127.0.0.1:3902";
