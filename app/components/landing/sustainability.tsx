export function Sustainability() {
  return <section>Sustainability</section>;
}
