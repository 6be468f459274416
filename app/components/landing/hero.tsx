export function Hero() {
  return <section>Hero</section>;
}
