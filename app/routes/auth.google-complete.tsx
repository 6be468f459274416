export default function GoogleComplete() {
  return <main id="main">Signing you in…</main>;
}
