/** What the avatar helpers read of a user: the display name and email may be missing or blank. */
export type AvatarUser = { name?: string | null | undefined; email?: string | null | undefined };

const firstLetter = (text: string | null | undefined): string | undefined => {
  const first = Array.from(text?.trim() ?? "")[0];
  return first ? first.toUpperCase() : undefined;
};

/** The navigation's avatar fallback (docs/product.md, Navigation bar): the display name's first letter, else the email's, upper case. */
export function avatarFallbackLetter(user: AvatarUser): string {
  return firstLetter(user.name) ?? firstLetter(user.email) ?? "U";
}

/** The dashboard's avatar (docs/product.md, Dashboard): initials of the name (at most two), else the email's first letter, else U. */
export function dashboardInitials(user: AvatarUser): string {
  const words = (user.name ?? "").trim().split(/\s+/).filter(Boolean);
  const initials = words
    .slice(0, 2)
    .map((word) => firstLetter(word))
    .join("");
  return initials || firstLetter(user.email) || "U";
}

/** The dashboard's greeting name: the display name, fallback "User" (docs/product.md, Dashboard). */
export function greetingName(user: AvatarUser): string {
  return user.name?.trim() || "User";
}

/**
 * Whether an avatar image may be shown: only a path on this site. A photo on another host (such as
 * a Google profile picture) is never loaded, since the site asks no third-party host for anything;
 * the fallback letter shows instead.
 */
export function isOwnImage(url: string | null | undefined): url is string {
  return typeof url === "string" && url.startsWith("/") && !url.startsWith("//") && !url.startsWith("/\\");
}
