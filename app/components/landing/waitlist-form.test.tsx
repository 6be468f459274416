import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { toastStore } from "~/components/ui/toast-store";

import { WaitlistForm } from "./waitlist-form";

afterEach(() => vi.unstubAllGlobals());

const latestToast = () => toastStore.getSnapshot()[0];

async function fillAndSubmit() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Full Name"), "Ada Lovelace");
  await user.type(screen.getByLabelText("Email Address"), "ada@example.com");
  await user.selectOptions(screen.getByLabelText("Primary Activity"), "trail");
  await user.click(screen.getByRole("button", { name: "Join the Waitlist" }));
}

describe("WaitlistForm and the rate limit", () => {
  it("toasts how long to wait on a 429 and keeps the values", async () => {
    // The network is the boundary here; the server's 429 itself is tested in tests/server/rate-limits.test.ts.
    const fetchSpy = vi.fn(
      async () =>
        new Response(JSON.stringify({ error: "Too many requests", retryAfter: 42 }), {
          status: 429,
          headers: { "Content-Type": "application/json", "Retry-After": "42" },
        }),
    );
    vi.stubGlobal("fetch", fetchSpy);
    render(<WaitlistForm />);
    await fillAndSubmit();
    await waitFor(() => expect(latestToast()?.title).toBe("Too many attempts"));
    expect(latestToast()).toMatchObject({
      description: "Please wait 42 seconds and try again.",
      variant: "destructive",
    });
    expect((screen.getByLabelText("Full Name") as HTMLInputElement).value).toBe("Ada Lovelace");
    expect((screen.getByLabelText("Email Address") as HTMLInputElement).value).toBe("ada@example.com");
    expect((screen.getByLabelText("Primary Activity") as HTMLSelectElement).value).toBe("trail");
  });

  it("keeps the spec's error toast for other failures", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("", { status: 503 })),
    );
    render(<WaitlistForm />);
    await fillAndSubmit();
    await waitFor(() => expect(latestToast()?.title).toBe("Error"));
  });

  it("says how long to wait when the form was posted without JavaScript", () => {
    render(
      <WaitlistForm
        result={{
          ok: false,
          values: { fullName: "Ada", email: "ada@example.com", primaryActivity: "gym" },
          fields: {},
          retryAfterSeconds: 30,
        }}
      />,
    );
    expect(screen.getByRole("alert").textContent).toBe(
      "Too many attempts: Please wait 30 seconds and try again.",
    );
    expect((screen.getByLabelText("Full Name") as HTMLInputElement).value).toBe("Ada");
  });
});

describe("WaitlistForm's honeypot", () => {
  it("is out of the tab order and hidden from assistive technology", () => {
    const { container } = render(<WaitlistForm />);
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.autocomplete).toBe("off");
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole("textbox", { name: /leave this field empty/i })).toBeNull();
  });

  it("is sent along, filled, so the server can answer a bot without storing anything", async () => {
    const fetchSpy = vi.fn(async (_url: string, _init: RequestInit) => new Response("{}", { status: 201 }));
    vi.stubGlobal("fetch", fetchSpy);
    const { container } = render(<WaitlistForm />);
    container.querySelector<HTMLInputElement>('input[name="website"]')!.value = "http://spam.example";
    await fillAndSubmit();
    await waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    expect(JSON.parse(String(fetchSpy.mock.calls[0]![1].body))).toMatchObject({
      website: "http://spam.example",
    });
  });
});
