export function SoleSelector() {
  return <section>SoleSelector</section>;
}
