/** A decorative ear-and-question-mark drawing for the error pages (no download, no text). */
export function ErrorIllustration() {
  return (
    <svg viewBox="0 0 200 160" className="mx-auto h-40 w-auto" aria-hidden="true" focusable="false">
      <circle cx="100" cy="80" r="70" fill="#e8eef7" />
      <path
        d="M70 105c-8-40 10-70 38-70 22 0 36 16 36 36 0 24-22 26-22 44 0 10-8 16-16 16s-14-6-14-12"
        fill="none"
        stroke="#022351"
        strokeWidth="9"
        strokeLinecap="round"
      />
      <circle cx="108" cy="72" r="10" fill="#0f8b8d" />
    </svg>
  );
}
