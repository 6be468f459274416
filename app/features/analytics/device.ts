import type { DeviceClass } from "~/db/page-views.server";

const TABLET = /\b(?:iPad|Tablet|PlayBook|Silk|Kindle|KF[A-Z]{2,4})\b/i;
const MOBILE = /Mobi|iPhone|iPod|Windows Phone|BlackBerry|BB10|Opera Mini|IEMobile/i;

/**
 * The kind of device a user agent names. Android phones say "Mobile" and Android tablets do not;
 * iPadOS Safari since 13 sends the desktop Mac string by default, so those iPads count as desktops
 * (the server cannot tell them apart, and no client hint is asked for).
 */
export function deviceClass(userAgent: string): DeviceClass {
  if (TABLET.test(userAgent)) return "tablet";
  if (MOBILE.test(userAgent)) return "mobile";
  if (/Android/i.test(userAgent)) return "tablet";
  return "desktop";
}
