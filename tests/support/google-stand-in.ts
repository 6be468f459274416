import { E2E_BASE_URL } from "../../dev/harness/chromium";

/** The Google stand-in the e2e suite runs beside the app (see playwright.config.ts). */
export const GOOGLE_STAND_IN_PORT = 3230;
export const GOOGLE_STAND_IN_ISSUER = `http://localhost:${GOOGLE_STAND_IN_PORT}`;
export const GOOGLE_STAND_IN_CLIENT = {
  GOOGLE_CLIENT_ID: "modura-e2e",
  GOOGLE_CLIENT_SECRET: "modura-e2e-secret",
};
export const GOOGLE_REDIRECT_URI = `${E2E_BASE_URL}/api/auth/callback/google`;
