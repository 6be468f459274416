import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { Button, buttonClass } from "./button";

describe("Button", () => {
  it("is a plain button unless told to submit, so it never posts a form by accident", () => {
    render(
      <form>
        <Button>Plain</Button>
        <Button type="submit">Send</Button>
      </form>,
    );
    expect(screen.getByRole("button", { name: "Plain" }).getAttribute("type")).toBe("button");
    expect(screen.getByRole("button", { name: "Send" }).getAttribute("type")).toBe("submit");
  });

  it("looks exactly like a link styled with the same variant, plus the caller's layout", () => {
    render(
      <Button variant="secondary" size="lg" className="w-full">
        Continue
      </Button>,
    );
    const classes = screen.getByRole("button").className.split(" ");
    expect(classes[0]).toBe("w-full");
    expect(classes.slice(1).join(" ")).toBe(buttonClass({ variant: "secondary", size: "lg" }));
  });

  it("takes the page's accent for fill, hover and focus ring", () => {
    const rose = buttonClass({ accent: "rose" });
    expect(rose).toContain("bg-rose-700");
    expect(rose).toContain("focus-visible:outline-rose-700");
    expect(rose).not.toMatch(/teal/);
    expect(buttonClass({ variant: "secondary", accent: "rose" })).not.toMatch(/teal/);
  });
});
