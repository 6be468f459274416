/**
 * What is wrong with a page's heading outline, for the server's HTML (tests/pages/seo.test.ts) and
 * the page once React runs (tests/e2e/seo.spec.ts): headings never skip a level on the way down, and
 * the first one is the page's h1.
 */
export function headingOrderProblems(headings: { level: number; text: string }[]): string[] {
  const problems: string[] = [];
  headings.forEach((heading, i) => {
    const previous = headings[i - 1]?.level ?? 0;
    if (heading.level > previous + 1)
      problems.push(`h${heading.level} "${heading.text}" follows h${previous || "(none)"}`);
  });
  return problems;
}
