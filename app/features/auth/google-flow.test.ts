import { describe, expect, it } from "vitest";

import {
  GOOGLE_CANCELLED,
  GOOGLE_MESSAGE_TYPE,
  completionFallbackPath,
  completionResult,
  googleErrorMessage,
  isCompletionMessage,
  parseCompletion,
  popupCallbackURLs,
  readGoogleFailure,
  redirectCallbackURLs,
  withParams,
} from "./google-flow";

describe("popupCallbackURLs", () => {
  it("sends both outcomes to the completion page", () => {
    expect(popupCallbackURLs()).toEqual({
      callbackURL: "/auth/google-complete?status=success",
      errorCallbackURL: "/auth/google-complete?status=error",
    });
  });
});

describe("redirectCallbackURLs", () => {
  it("gives the destination the welcome notice and marks /auth for the failure message", () => {
    expect(redirectCallbackURLs("/dashboard")).toEqual({
      callbackURL: "/dashboard?notice=google-signed-in",
      errorCallbackURL: "/auth?googleError=1&redirectTo=%2Fdashboard",
    });
  });

  it("keeps the destination's own query and hash", () => {
    const { callbackURL, errorCallbackURL } = redirectCallbackURLs("/adaptiq-demo?sport=tennis#run");
    expect(callbackURL).toBe("/adaptiq-demo?sport=tennis&notice=google-signed-in#run");
    expect(new URL(errorCallbackURL, "http://x").searchParams.get("redirectTo")).toBe(
      "/adaptiq-demo?sport=tennis#run",
    );
  });

  it.each(["https://evil.example/", "//evil.example/", "javascript:alert(1)", ""])(
    "falls back to the dashboard for %j",
    (target) => {
      expect(redirectCallbackURLs(target).callbackURL).toBe("/dashboard?notice=google-signed-in");
    },
  );
});

describe("withParams", () => {
  it("replaces a parameter already there instead of repeating it", () => {
    expect(withParams("/auth?googleError=1&a=1", { googleError: "1" })).toBe("/auth?googleError=1&a=1");
  });
});

describe("googleErrorMessage", () => {
  it("words a refusal at the provider", () => {
    expect(googleErrorMessage("access_denied")).toBe(GOOGLE_CANCELLED);
  });

  it("words Better Auth's codes a visitor may meet", () => {
    expect(googleErrorMessage("account_not_linked")).toMatch(/already exists/);
    expect(googleErrorMessage("state_mismatch")).toMatch(/try again/);
  });

  it("never shows the provider's own description: it arrives in an address anyone can write", () => {
    expect(googleErrorMessage("server_error")).toBeUndefined();
    expect(googleErrorMessage("invalid_code")).toBeUndefined();
    expect(googleErrorMessage(null)).toBeUndefined();
    expect(googleErrorMessage("__proto__")).toBeUndefined();
  });
});

describe("parseCompletion", () => {
  it("reads success", () => {
    expect(parseCompletion("?status=success")).toEqual({ status: "success" });
  });

  it("reads an error as our words for its code", () => {
    expect(parseCompletion("?status=error&error=access_denied&error_description=nope")).toEqual({
      status: "error",
      message: GOOGLE_CANCELLED,
    });
    expect(parseCompletion("?status=error&error=invalid_code")).toEqual({ status: "error" });
  });

  it("treats anything else as an error, never as success", () => {
    expect(parseCompletion("")).toEqual({ status: "error" });
    expect(parseCompletion("?status=success&error=state_mismatch")).toMatchObject({ status: "error" });
  });
});

describe("completionResult", () => {
  it("answers as the popup does", () => {
    expect(completionResult({ status: "success" })).toEqual({ status: "signed-in" });
    expect(completionResult({ status: "error", message: "m" })).toEqual({ status: "failed", message: "m" });
    expect(completionResult({ status: "error" })).toEqual({ status: "failed" });
  });
});

describe("isCompletionMessage", () => {
  it("accepts only our tagged outcomes", () => {
    expect(isCompletionMessage({ type: GOOGLE_MESSAGE_TYPE, outcome: { status: "success" } })).toBe(true);
    expect(
      isCompletionMessage({ type: GOOGLE_MESSAGE_TYPE, outcome: { status: "error", message: "x" } }),
    ).toBe(true);
    expect(isCompletionMessage({ type: "other", outcome: { status: "success" } })).toBe(false);
    expect(isCompletionMessage({ type: GOOGLE_MESSAGE_TYPE, outcome: { status: "maybe" } })).toBe(false);
    expect(isCompletionMessage({ type: GOOGLE_MESSAGE_TYPE })).toBe(false);
    expect(isCompletionMessage("modura:google-sign-in")).toBe(false);
    expect(isCompletionMessage(null)).toBe(false);
  });
});

describe("completionFallbackPath", () => {
  it("goes to the dashboard with the welcome notice, or back to /auth with the failure markers", () => {
    expect(completionFallbackPath({ status: "success" })).toBe("/dashboard?notice=google-signed-in");
    expect(completionFallbackPath({ status: "error" })).toBe("/auth?googleError=1");
    const path = completionFallbackPath({ status: "error", message: GOOGLE_CANCELLED });
    expect(readGoogleFailure(new URL(path, "http://x").search)?.outcome).toEqual({
      status: "error",
      message: GOOGLE_CANCELLED,
    });
  });
});

describe("readGoogleFailure", () => {
  it("finds the error marker with Better Auth's parameters and removes them all", () => {
    expect(
      readGoogleFailure("?googleError=1&redirectTo=%2Fdashboard&error=access_denied&error_description=End"),
    ).toEqual({
      outcome: { status: "error", message: GOOGLE_CANCELLED },
      search: "?redirectTo=%2Fdashboard",
    });
    expect(readGoogleFailure("?googleError=1&error=invalid_code")).toEqual({
      outcome: { status: "error" },
      search: "",
    });
  });

  it("ignores URLs without the marker", () => {
    expect(readGoogleFailure("")).toBeUndefined();
    expect(readGoogleFailure("?error=access_denied")).toBeUndefined();
    expect(readGoogleFailure("?tab=signup&redirectTo=%2Fdashboard")).toBeUndefined();
  });
});
