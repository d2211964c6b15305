// PLACEHOLDER: replaced by its owner.
export default function Placeholder() {
  return <main>…</main>;
}
