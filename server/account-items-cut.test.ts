// @vitest-environment node
import { describe, expect, it } from "vitest";

import { cutAccountItems, withAccountItems } from "./account-items-cut";

const page = (bar: string, menu: string) =>
  `<header><nav><div class="x" data-account-items="bar">${bar}</div><div id="m"><div class="y" data-account-items="menu">${menu}</div></div></nav></header><main><div>after</div></main>`;

describe("cutAccountItems", () => {
  it("cuts out each place's contents, nested elements of the same name included", () => {
    const anonymous = page(
      '<a href="/auth">Sign In</a>',
      '<div class="flex"><a href="/auth">Sign In</a></div>',
    );
    const cut = cutAccountItems(anonymous)!;
    expect(cut.items).toEqual([
      '<a href="/auth">Sign In</a>',
      '<div class="flex"><a href="/auth">Sign In</a></div>',
    ]);
    expect(withAccountItems(cut.around, cut.items).join("")).toBe(anonymous);
  });

  it("puts another visitor's items in place, giving the page that visitor's render would", () => {
    const signedInBar =
      '<div><div>Ada</div></div><script type="application/json" id="signed-in-user">{}</script>';
    const signedInMenu = '<div class="flex"><div><p>Ada</p></div><form method="post"></form></div>';
    const theirs = cutAccountItems(page(signedInBar, signedInMenu))!;
    const anonymous = cutAccountItems(page("<a>Sign In</a>", "<div><a>Sign In</a></div>"))!;
    expect(withAccountItems(anonymous.around, theirs.items).join("")).toBe(page(signedInBar, signedInMenu));
  });

  it("finds nothing to cut when a place is missing or never closes", () => {
    expect(cutAccountItems('<header><div data-account-items="bar"></div></header>')).toBeUndefined();
    expect(
      cutAccountItems('<div data-account-items="bar"><div></div><div data-account-items="menu">'),
    ).toBeUndefined();
    expect(cutAccountItems("<p>data-account-items</p>")).toBeUndefined();
  });
});
