import { avatarFallbackLetter, isOwnImage } from "~/lib/avatar-rules";
import type { SessionUser } from "~/lib/auth-client";

/** The picture if it is on this site, else the fallback letter (a photo on another host is never loaded). */
export function Avatar({ user, className = "" }: { user: SessionUser; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`flex items-center justify-center overflow-hidden rounded-full bg-teal-700 font-bold text-white ${className}`}
    >
      {isOwnImage(user.image) ? (
        <img src={user.image} alt="" className="size-full object-cover" />
      ) : (
        avatarFallbackLetter(user)
      )}
    </span>
  );
}

/** The account menu button's name (avatar-menu.tsx). */
export const accountMenuLabel = (user: SessionUser) => `Account menu for ${user.name.trim() || user.email}`;

/** The account menu button's look. */
export const AVATAR_TRIGGER_CLASS_NAME =
  "rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700";
