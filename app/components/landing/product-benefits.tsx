export function ProductBenefits() {
  return <section>ProductBenefits</section>;
}
