export default function Page() {
  return <main id="main" className="pt-24">elegance</main>;
}
