/** Sample testimonials (docs/product.md, Testimonials). The portraits are illustrations in /public. */
export type Testimonial = { image: string; name: string; role: string; content: string; rating: number };

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    image: "/images/testimonials/sarah.svg",
    name: "Sarah K.",
    role: "Trail Runner",
    content:
      "I ran a muddy trail in the morning and walked into town that afternoon in the same pair. The trail sole grips like nothing else I have worn.",
    rating: 5,
  },
  {
    image: "/images/testimonials/marcus.svg",
    name: "Marcus T.",
    role: "Tennis Coach",
    content:
      "The court sole stays planted through quick lateral moves, and swapping it takes less time than retying my laces. I would love a clay-specific sole next.",
    rating: 4.5,
  },
  {
    image: "/images/testimonials/priya.svg",
    name: "Priya R.",
    role: "Fitness Instructor",
    content:
      "I teach everything from lifting to HIIT in one day. The gym sole gives me a flat, solid base, and my feet stay cool through every class.",
    rating: 5,
  },
];
