import { PRODUCT_NAME } from "~/lib/product";

export type FaqItem = { id: string; question: string; answer: string };

/** The five FAQ topics (docs/product.md, FAQ): under 30 seconds, 4x force, Q3, 4 weeks, quarterly. */
export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    id: "swap-time",
    question: "How long does it take to swap a sole?",
    answer:
      "Under 30 seconds, and no tools are needed. Twist the heel lock, slide the old sole off, align the new one with the guide pins, then push it forward and twist to secure.",
  },
  {
    id: "durability",
    question: "How durable are the base and the soles?",
    answer: `The ${PRODUCT_NAME} base is built from composite materials to outlast several sets of soles, and each sole uses a hard-wearing compound made for its sport. When a sole wears down, you replace just that sole.`,
  },
  {
    id: "lock-strength",
    question: "Can the sole come loose during intense activity?",
    answer:
      "No. The patented click-lock system withstands up to 4x the force of intense activity, so the sole stays put through sprints, jumps and sharp cuts.",
  },
  {
    id: "availability",
    question: `When will ${PRODUCT_NAME} be available?`,
    answer:
      "Launch is planned for Q3. Waitlist members get access 4 weeks early, with 30% off and a complimentary extra sole.",
  },
  {
    id: "launch-soles",
    question: "Which soles are available at launch?",
    answer:
      "Four soles at launch: Trail Running, Tennis/Court, Gym/Training and Casual/Street. More soles will be released quarterly.",
  },
];
