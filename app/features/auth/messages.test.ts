import { describe, expect, it } from "vitest";

import { AUTH_TOASTS, failureToast, googleOutcomeToast } from "./messages";

describe("failureToast", () => {
  it("shows the provider's message when there is one", () => {
    expect(failureToast(AUTH_TOASTS.signInFailure, "Invalid email or password")).toEqual({
      title: "Login failed",
      description: "Invalid email or password",
      variant: "destructive",
    });
  });

  it("falls back to the catalogue's text", () => {
    expect(failureToast(AUTH_TOASTS.signUpFailure, undefined).description).toBe(
      "There was an error creating your account.",
    );
    expect(failureToast(AUTH_TOASTS.signInFailure, "  ").description).toBe(
      "Please check your credentials and try again.",
    );
  });
});

describe("googleOutcomeToast", () => {
  it("welcomes on success", () => {
    expect(googleOutcomeToast({ status: "signed-in" })).toEqual({
      title: "Welcome!",
      description: "You've successfully logged in with Google.",
    });
  });

  it("shows the provider's message or the fallback on failure", () => {
    expect(googleOutcomeToast({ status: "failed", message: "access_denied" })).toEqual({
      title: "Google login failed",
      description: "access_denied",
      variant: "destructive",
    });
    expect(googleOutcomeToast({ status: "failed" }).description).toBe(
      "There was an error logging in with Google.",
    );
  });
});
