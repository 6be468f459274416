import QRCode from "qrcode";

/**
 * An otpauth:// URI as a QR code, drawn on the server as SVG (the `qrcode` package's SVG output):
 * shown without JavaScript, and the secret never goes to a third party to be drawn.
 */
export function qrCodeSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 2,
    color: { dark: "#0f172a", light: "#ffffff" },
  });
}

/** Only an authenticator URI of ours is drawn again from a posted form (the enrolment's confirm step). */
export function isTotpUri(value: unknown, issuer: string): value is string {
  if (typeof value !== "string" || value.length > 500) return false;
  try {
    const url = new URL(value);
    return (
      url.protocol === "otpauth:" &&
      url.host === "totp" &&
      url.searchParams.get("issuer") === issuer &&
      Boolean(url.searchParams.get("secret"))
    );
  } catch {
    return false;
  }
}
