import * as z from "zod/mini";

/** The six sport tiles of the dashboard's Preferences tab, in the order of docs/product.md, Dashboard. */
export const SPORTS = [
  { id: "trail-running", label: "Trail Running" },
  { id: "tennis", label: "Tennis" },
  { id: "gym-training", label: "Gym Training" },
  { id: "street-walking", label: "Street Walking" },
  { id: "basketball", label: "Basketball" },
  { id: "hiking", label: "Hiking" },
] as const;

export type SportId = (typeof SPORTS)[number]["id"];

const SPORT_IDS = SPORTS.map((s) => s.id) as [SportId, ...SportId[]];

/** What a new account starts with: Trail Running, Gym Training and Hiking (docs/product.md, Dashboard). */
export const DEFAULT_SPORTS: readonly SportId[] = ["trail-running", "gym-training", "hiking"];

/** A saved selection: known sports only, each once, kept in the tiles' order. */
export const preferencesSchema = z.object({
  sports: z.pipe(
    z
      .array(z.enum(SPORT_IDS, { error: "Unknown sport." }), { error: "sports must be a list." })
      .check(z.maxLength(SPORTS.length * 2, "Too many sports.")),
    z.transform((picked: SportId[]) => SPORT_IDS.filter((id) => picked.includes(id))),
  ),
});

/** The form field each sport tile's checkbox posts (one value per checked tile). */
export const SPORTS_FIELD = "sports";
