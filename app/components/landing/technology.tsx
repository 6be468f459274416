export function Technology() {
  return <section>Technology</section>;
}
