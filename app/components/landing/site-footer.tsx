export function SiteFooter() {
  return <section>SiteFooter</section>;
}
