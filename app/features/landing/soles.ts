/** The sole demo's options (docs/product.md, Sole demo). Every sole shows the same shoe image. */
export type SoleId = "trail" | "tennis" | "street" | "gym";

export type Sole = { id: SoleId; name: string; image: string; description: string };

export const SHOE_IMAGE = "/images/modura-shoe.svg";

export const SOLES: readonly Sole[] = [
  {
    id: "trail",
    name: "Trail Running",
    image: SHOE_IMAGE,
    description:
      "Deep multidirectional lugs grip loose dirt, mud and wet rock, with a protective plate underfoot.",
  },
  {
    id: "tennis",
    name: "Tennis/Court",
    image: SHOE_IMAGE,
    description:
      "A herringbone pattern and reinforced edges hold firm through quick lateral cuts on any court.",
  },
  {
    id: "street",
    name: "Casual/Street",
    image: SHOE_IMAGE,
    description: "A smooth, low-profile sole with soft cushioning for all-day comfort on city streets.",
  },
  {
    id: "gym",
    name: "Gym/Training",
    image: SHOE_IMAGE,
    description:
      "A wide, flat and stable base for lifting, with a flex zone under the forefoot for agility drills.",
  },
];

/** The launch soles as the offer names them, in its order. */
export const LAUNCH_SOLES: readonly string[] = [
  "Trail Running",
  "Tennis/Court",
  "Gym/Training",
  "Casual/Street",
];

export const DEFAULT_SOLE_ID: SoleId = "trail";

/** The four swap steps: a short title in the words of docs/product.md, Sole demo, then what to do. */
export const SWAP_STEPS: readonly { title: string; detail: string }[] = [
  { title: "Twist heel lock", detail: "Turn the dial on the heel a quarter turn to release the sole." },
  { title: "Slide old sole backward", detail: "Pull it back along its rails and off the base." },
  { title: "Align with guide pins", detail: "Set the new sole under the base so the pins line up." },
  {
    title: "Push forward and twist to secure",
    detail: "Slide the sole home and turn the dial until it clicks.",
  },
];
