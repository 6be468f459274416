export function Features() {
  return <section>Features</section>;
}
