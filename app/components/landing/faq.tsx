export function Faq() {
  return <section>Faq</section>;
}
