import type { GalleryShoe } from "~/features/elegance/gallery-shoes";

type HeelShape = "stiletto" | "block" | "kitten" | "platform";

const shapeOf = (style: string): HeelShape =>
  style.includes("platform")
    ? "platform"
    : style.includes("block")
      ? "block"
      : style.includes("kitten")
        ? "kitten"
        : "stiletto";

/** A side view of the shoe drawn inline (no image requests): the heel's shape and height follow the shoe. */
export function ShoeIllustration({ shoe }: { shoe: GalleryShoe }) {
  const shape = shapeOf(shoe.style);
  const lift = shoe.heightInches * 14; // heel height in drawing units
  const sole = 110;
  const heelTop = sole - lift;
  const platform = shape === "platform" ? 12 : 0;
  const heelWidth = shape === "block" ? 22 : shape === "kitten" ? 10 : 6;
  return (
    <svg viewBox="0 0 220 130" aria-hidden="true" className="h-40 w-full max-w-xs">
      <ellipse cx="110" cy="120" rx="90" ry="6" fill="#e2e8f0" />
      {/* upper, from the toe (left) rising to the heel (right) */}
      <path
        d={`M20 ${sole - platform} Q20 ${sole - platform - 22} 55 ${sole - platform - 24} L120 ${heelTop + 4} Q150 ${heelTop - 14} 175 ${heelTop - 18} L185 ${heelTop - 2} Q182 ${heelTop + 8} 176 ${heelTop + 10} L125 ${heelTop + 14} L70 ${sole - platform - 2} Z`}
        fill="#be123c"
      />
      {platform ? (
        <rect x="18" y={sole - platform} width="60" height={platform} rx="4" fill="#881337" />
      ) : null}
      {shape !== "platform" ? <rect x="18" y={sole - 4} width="56" height="4" rx="2" fill="#881337" /> : null}
      <path
        d={`M${176 - heelWidth} ${heelTop + 10} L176 ${heelTop + 10} L${shape === "block" ? 174 : 174 - heelWidth / 2 + 4} ${sole} L${shape === "block" ? 176 - heelWidth + 2 : 172 - heelWidth / 2} ${sole} Z`}
        fill="#881337"
      />
    </svg>
  );
}
