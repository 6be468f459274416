import type { SocialNetwork } from "~/lib/footer-links";

// lucide-react 1.x ships no brand logos, so these are simple drawn glyphs in the same 24px stroke style.
const PATHS: Record<SocialNetwork, React.ReactNode> = {
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
    </>
  ),
  x: (
    <>
      <path d="M4 4h4l12 16h-4z" />
      <path d="M19.5 4l-6.8 7.4M11.3 12.6L4.5 20" />
    </>
  ),
  facebook: (
    <path d="M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H6.5v3.5H9V21h3.5v-7.5H15l.5-3.5h-3V7a1 1 0 0 1 1-1H15z" />
  ),
  youtube: (
    <>
      <rect x="2.5" y="5" width="19" height="14" rx="4" />
      <path d="M10 9.2v5.6l4.8-2.8z" fill="currentColor" />
    </>
  ),
};

export function SocialGlyph({ network, className }: { network: SocialNetwork; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {PATHS[network]}
    </svg>
  );
}
