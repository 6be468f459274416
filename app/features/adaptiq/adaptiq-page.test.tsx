import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";

import AdaptiqDemo, { loader } from "./adaptiq-demo.route";

type LoaderArgs = Parameters<typeof loader>[0];

/** The page on the given URL, for a signed-in visitor. */
async function renderPage(url = "/adaptiq-demo") {
  const Stub = createRoutesStub([
    {
      path: "/adaptiq-demo",
      Component: AdaptiqDemo,
      loader: (args) =>
        loader({
          ...args,
          context: { session: async () => ({ readable: true, user: { id: "u1" } }) },
        } as unknown as LoaderArgs),
      // The stub starts with no loader data: nothing shows until the real loader has answered.
      HydrateFallback: () => null,
    },
  ]);
  render(<Stub initialEntries={[url]} />);
  await screen.findByRole("heading", { level: 1, name: "AdaptIQ Neural Simulator" });
}

const radio = (name: string) => screen.getByRole("radio", { name }) as HTMLInputElement;
const slider = (name: string) => screen.getByRole("slider", { name }) as HTMLInputElement;
const outputs = () => [...document.querySelectorAll("output")].map((o) => o.textContent);
const settings = (id: string) => screen.getByTestId(`sport-settings-${id}`).textContent;

describe("/adaptiq-demo", () => {
  it("is one GET form: the sport radios, the sliders and Start", async () => {
    await renderPage();
    const form = document.querySelector("form")!;
    expect(form.getAttribute("method")).toBe("get");
    expect(form.getAttribute("action")).toBe("/adaptiq-demo");
    expect(radio("Trail Running").checked).toBe(true);
    expect([radio("Trail Running"), radio("Gym Training"), radio("Tennis")].map((r) => r.name)).toEqual([
      "sport",
      "sport",
      "sport",
    ]);
    expect(slider("Weight").name).toBe("weight");
    expect(slider("Weight").value).toBe("70");
    expect(slider("Pace").value).toBe("7");
    expect(outputs()).toEqual(["70 kg", "7 min/km"]);
    expect(within(form).getByRole("button", { name: "Start AdaptIQ Simulation" }).getAttribute("type")).toBe(
      "submit",
    );
  });

  it("renders every sport's settings, for CSS to show the checked one's", async () => {
    await renderPage();
    expect(settings("trail")).toContain(
      "Flexibility70%Stability85%Traction95%Impact LevelHighTerrainuneven rocky terrain",
    );
    expect(settings("gym")).toContain(
      "Flexibility90%Stability75%Traction60%Impact LevelMediumTerrainflat stable surfaces",
    );
    expect(settings("tennis")).toContain(
      "Flexibility85%Stability90%Traction85%Impact LevelHighTerraincourt surfaces",
    );
    expect(screen.getByTestId("sport-settings-gym").className).toContain(
      "hidden group-has-[#adaptiq-sport-gym:checked]:block",
    );
    expect(radio("Gym Training").id).toBe("adaptiq-sport-gym");
  });

  it("shows the finished run, with the submitted choices kept, when Start was sent", async () => {
    await renderPage("/adaptiq-demo?sport=tennis&weight=90&pace=5.5&simulation=run");
    expect(radio("Tennis").checked).toBe(true);
    expect(slider("Weight").value).toBe("90");
    expect(slider("Pace").value).toBe("5.5");
    expect(outputs()).toEqual(["90 kg", "5.5 min/km"]);
    expect(
      screen.getByRole("progressbar", { name: "Simulation progress" }).getAttribute("aria-valuenow"),
    ).toBe("100");
    expect(screen.getByRole("heading", { name: "Your Optimized Configuration" })).toBeTruthy();
  });

  it("with JavaScript: labels follow the sliders and Start animates in place for the checked sport", async () => {
    await renderPage();
    fireEvent.change(slider("Weight"), { target: { value: "71" } });
    fireEvent.change(slider("Pace"), { target: { value: "7.5" } });
    // The page's form listeners attach in an effect after the loader's render, which can come after
    // the heading shows (as on a slow phone); a change made before then is read from the inputs on mount.
    await waitFor(() => expect(outputs()).toEqual(["71 kg", "7.5 min/km"]));
    expect(slider("Weight").getAttribute("aria-valuetext")).toBe("71 kg");
    fireEvent.click(radio("Gym Training"));
    fireEvent.click(screen.getByRole("button", { name: "Start AdaptIQ Simulation" }));
    expect(screen.getByRole("button", { name: "Simulating..." })).toHaveProperty("disabled", true);
    expect(document.querySelector("[aria-live=polite]")!.textContent).toBe(
      "Simulation started for Gym Training.",
    );
  });
});
