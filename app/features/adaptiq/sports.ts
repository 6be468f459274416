/** An AdaptIQ sport (docs/product.md, AdaptIQ demo): fixed sole settings per activity, in percent. */
export type AdaptiqSport = {
  id: AdaptiqSportId;
  name: string;
  terrainType: string;
  impactLevel: "High" | "Medium" | "Low";
  flexibility: number;
  stability: number;
  traction: number;
};

export const ADAPTIQ_SPORT_IDS = ["trail", "gym", "tennis"] as const;

export type AdaptiqSportId = (typeof ADAPTIQ_SPORT_IDS)[number];

/** The sports table of docs/product.md, AdaptIQ demo, in its order. */
export const ADAPTIQ_SPORTS: readonly AdaptiqSport[] = [
  {
    id: "trail",
    name: "Trail Running",
    terrainType: "uneven rocky terrain",
    impactLevel: "High",
    flexibility: 70,
    stability: 85,
    traction: 95,
  },
  {
    id: "gym",
    name: "Gym Training",
    terrainType: "flat stable surfaces",
    impactLevel: "Medium",
    flexibility: 90,
    stability: 75,
    traction: 60,
  },
  {
    id: "tennis",
    name: "Tennis",
    terrainType: "court surfaces",
    impactLevel: "High",
    flexibility: 85,
    stability: 90,
    traction: 85,
  },
];

export const DEFAULT_SPORT_ID: AdaptiqSportId = "trail";

export function findSport(id: AdaptiqSportId): AdaptiqSport {
  return ADAPTIQ_SPORTS.find((sport) => sport.id === id) ?? ADAPTIQ_SPORTS[0]!;
}
