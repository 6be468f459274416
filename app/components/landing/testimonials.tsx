export function Testimonials() {
  return <section>Testimonials</section>;
}
