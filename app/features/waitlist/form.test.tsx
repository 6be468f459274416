import { render, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";

import { toastStore } from "~/components/ui/toast-store";
import { parseForm } from "~/lib/conform-forms";

import { type JoinWaitlistOutcome, type WaitlistAnswer, waitlistAnswer } from "./answer";
import { WaitlistForm } from "./form";
import { WAITLIST_MESSAGES, waitlistSchema } from "./entry-schema";

const latestToast = () => toastStore.getSnapshot()[0];
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

type Action = (args: { request: Request }) => Promise<unknown>;

/** The form on "/", its index route's action standing in for the landing page's. */
function renderForm(action: Action, answer?: WaitlistAnswer) {
  const received: FormData[] = [];
  const Stub = createRoutesStub([
    {
      path: "/",
      children: [
        {
          index: true,
          Component: () => <WaitlistForm answer={answer} />,
          action: async ({ request }: { request: Request }) => {
            received.push(await request.clone().formData());
            return action({ request });
          },
        },
      ],
    },
  ]);
  render(<Stub />);
  return { user: userEvent.setup(), received };
}

/** The landing page's answer to `form` for a given outcome of the join. */
const answerTo = (outcome: JoinWaitlistOutcome, form: FormData) =>
  waitlistAnswer(outcome, parseForm(form, waitlistSchema));

const answering =
  (outcome: JoinWaitlistOutcome): Action =>
  async ({ request }) =>
    answerTo(outcome, await request.formData());

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText("Full Name"), "Ada Lovelace");
  await user.type(field("Email Address"), "ada@example.com");
  await user.selectOptions(screen.getByLabelText("Primary Activity"), "trail");
}

describe("WaitlistForm", () => {
  it("is a form posting to the landing page's index action, with a submit button", async () => {
    const { container } = render(
      (() => {
        const Stub = createRoutesStub([{ path: "/", Component: () => <WaitlistForm /> }]);
        return <Stub />;
      })(),
    );
    const form = await waitFor(() => container.querySelector("form")!);
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe("/?index#waitlist");
    expect(screen.getByRole("button", { name: "Join the Waitlist" }).getAttribute("type")).toBe("submit");
  });

  it("validates on submit without sending, focuses the first invalid field, then re-checks on change", async () => {
    const action = vi.fn(answering({ kind: "joined" }));
    const { user } = renderForm(action);
    await user.type(await screen.findByLabelText("Full Name"), "A");
    expect(screen.queryByText(WAITLIST_MESSAGES.fullName)).toBeNull();

    await user.click(screen.getByRole("button", { name: "Join the Waitlist" }));
    expect(screen.getByText(WAITLIST_MESSAGES.fullName)).toBeTruthy();
    expect(screen.getByText(WAITLIST_MESSAGES.email)).toBeTruthy();
    expect(screen.getByText(WAITLIST_MESSAGES.primaryActivity)).toBeTruthy();
    expect(document.activeElement).toBe(field("Full Name"));
    expect(action).not.toHaveBeenCalled();

    await user.type(field("Full Name"), "da");
    expect(screen.queryByText(WAITLIST_MESSAGES.fullName)).toBeNull();
    expect(screen.getByText(WAITLIST_MESSAGES.email)).toBeTruthy();
  });

  it("joins: Joining... while its own request runs, the success toast, then an empty form", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { user, received } = renderForm(async (args) => {
      await held;
      return answering({ kind: "joined" })(args);
    });
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Join the Waitlist" }));
    const busy = await screen.findByRole("button", { name: "Joining..." });
    expect(busy.hasAttribute("disabled")).toBe(true);
    release();

    await waitFor(() => expect(latestToast()?.title).toBe("Waitlist Joined!"));
    expect(latestToast()?.description).toBe("You're now on the waitlist for the product. We'll be in touch!");
    await waitFor(() => expect(field("Full Name").value).toBe(""));
    expect(field("Email Address").value).toBe("");
    expect((screen.getByLabelText("Primary Activity") as HTMLSelectElement).value).toBe("");
    expect(screen.getByRole("button", { name: "Join the Waitlist" }).hasAttribute("disabled")).toBe(false);
    expect(Object.fromEntries(received[0]!)).toMatchObject({
      fullName: "Ada Lovelace",
      email: "ada@example.com",
      primaryActivity: "trail",
    });
  });

  it("says to check the inbox after a join", async () => {
    const { user } = renderForm(answering({ kind: "joined" }));
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Join the Waitlist" }));
    expect(await screen.findByText("Check your inbox to confirm your place.")).toBeTruthy();
  });

  it("carries a referral link's code in a hidden field and its own address, and sends it", async () => {
    const received: FormData[] = [];
    const Stub = createRoutesStub([
      {
        path: "/",
        children: [
          {
            index: true,
            Component: () => <WaitlistForm />,
            action: async ({ request }: { request: Request }) => {
              received.push(await request.formData());
              return answerTo({ kind: "joined" }, received[0]!);
            },
          },
        ],
      },
    ]);
    const { container } = render(<Stub initialEntries={["/?ref=AB12cd34"]} />);
    const form = await waitFor(() => container.querySelector("form")!);
    expect(form.getAttribute("action")).toBe("/?index&ref=ab12cd34#waitlist");
    expect(container.querySelector<HTMLInputElement>('input[type=hidden][name="ref"]')?.value).toBe(
      "ab12cd34",
    );
    const user = userEvent.setup();
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Join the Waitlist" }));
    await waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]!.get("ref")).toBe("ab12cd34");
  });

  it("drops a referral code that cannot be one", async () => {
    const Stub = createRoutesStub([{ path: "/", Component: () => <WaitlistForm /> }]);
    const { container } = render(<Stub initialEntries={["/?ref=%3Cscript%3E"]} />);
    const form = await waitFor(() => container.querySelector("form")!);
    expect(form.getAttribute("action")).toBe("/?index#waitlist");
    expect(container.querySelector('input[name="ref"]')).toBeNull();
  });

  it("toasts the Error on a failure and keeps the values", async () => {
    const { user } = renderForm(answering({ kind: "unavailable" }));
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Join the Waitlist" }));
    await waitFor(() => expect(latestToast()?.title).toBe("Error"));
    expect(latestToast()).toMatchObject({
      description: "There was a problem submitting your information. Please try again.",
      variant: "destructive",
    });
    expect(field("Full Name").value).toBe("Ada Lovelace");
    expect(field("Email Address").value).toBe("ada@example.com");
  });

  it("toasts how long to wait on a 429 and keeps the values", async () => {
    const { user } = renderForm(answering({ kind: "limited", retryAfterSeconds: 42 }));
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Join the Waitlist" }));
    await waitFor(() => expect(latestToast()?.title).toBe("Too many attempts"));
    expect(latestToast()).toMatchObject({
      description: "Please wait 42 seconds and try again.",
      variant: "destructive",
    });
    expect(field("Full Name").value).toBe("Ada Lovelace");
    expect((screen.getByLabelText("Primary Activity") as HTMLSelectElement).value).toBe("trail");
  });

  it("shows the server's field errors under the fields", async () => {
    // The server's own verdict on a post the browser let through.
    const { user } = renderForm(async ({ request }) => ({
      result: parseForm(await request.formData(), waitlistSchema).reply({
        fieldErrors: { email: ["Please enter a valid email address."] },
      }),
    }));
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Join the Waitlist" }));
    expect(await screen.findByText("Please enter a valid email address.")).toBeTruthy();
    expect(field("Email Address").getAttribute("aria-invalid")).toBe("true");
  });

  it("shows a native post's answer: field errors, the values sent, and its message on the page", async () => {
    const posted = new FormData();
    for (const [name, value] of Object.entries({ fullName: "B", email: "nope", primaryActivity: "gym" }))
      posted.set(name, value);
    const { data: answer } = answerTo({ kind: "invalid" }, posted);
    renderForm(answering({ kind: "joined" }), answer);
    expect(await screen.findByText(WAITLIST_MESSAGES.fullName)).toBeTruthy();
    expect(field("Full Name").value).toBe("B");
    expect(field("Email Address").value).toBe("nope");
    expect((screen.getByLabelText("Primary Activity") as HTMLSelectElement).value).toBe("gym");
  });
});

describe("WaitlistForm without JavaScript", () => {
  it("is in the server's HTML with the answer's field errors and the values sent, and no native checks", () => {
    const posted = new FormData();
    for (const [name, value] of Object.entries({ fullName: "B", email: "nope", primaryActivity: "gym" }))
      posted.set(name, value);
    const { data: answer } = answerTo({ kind: "invalid" }, posted);
    const Stub = createRoutesStub([{ path: "/", Component: () => <WaitlistForm answer={answer} /> }]);
    const page = new DOMParser().parseFromString(renderToString(<Stub />), "text/html");
    const form = page.querySelector("form")!;
    // The messages of docs/product.md, Waitlist, never the browser's own.
    expect(form.noValidate).toBe(true);
    const fullName = page.querySelector<HTMLInputElement>('input[name="fullName"]')!;
    expect(fullName.getAttribute("value")).toBe("B");
    expect(fullName.getAttribute("aria-invalid")).toBe("true");
    expect(page.getElementById(fullName.getAttribute("aria-describedby")!)?.textContent).toBe(
      WAITLIST_MESSAGES.fullName,
    );
    expect(page.querySelector<HTMLInputElement>('input[name="email"]')!.getAttribute("value")).toBe("nope");
    expect(page.querySelector('option[value="gym"]')!.hasAttribute("selected")).toBe(true);
    expect(form.textContent).toContain(WAITLIST_MESSAGES.email);
    expect(form.textContent).not.toContain(WAITLIST_MESSAGES.primaryActivity);
  });
});

describe("WaitlistForm's honeypot", () => {
  it("is out of the tab order and hidden from assistive technology", async () => {
    renderForm(answering({ kind: "joined" }));
    await screen.findByLabelText("Full Name");
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.autocomplete).toBe("off");
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole("textbox", { name: /leave this field empty/i })).toBeNull();
  });

  it("is sent along, filled, so the server can answer a bot without storing anything", async () => {
    const { user, received } = renderForm(answering({ kind: "joined" }));
    await screen.findByLabelText("Full Name");
    document.querySelector<HTMLInputElement>('input[name="website"]')!.value = "http://spam.example";
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Join the Waitlist" }));
    await waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]!.get("website")).toBe("http://spam.example");
  });
});
