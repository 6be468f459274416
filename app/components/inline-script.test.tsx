// @vitest-environment jsdom
// React reads an element's `nonce` property when it hydrates, which browsers and jsdom have and
// happy-dom (the other component tests' DOM) lacks: this file runs in jsdom.
import { act, render } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { NonceProvider } from "~/lib/nonce";

import { InlineScript } from "./inline-script";

const page = (
  <NonceProvider value="n0nce">
    <InlineScript code="window.ran = true" />
  </NonceProvider>
);

describe("InlineScript", () => {
  it("is in the server's HTML with the page's nonce", () => {
    expect(renderToString(page)).toBe('<script nonce="n0nce">window.ran = true</script>');
  });

  it("stays in place when React hydrates that HTML", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(page);
    document.body.append(container);
    // A mismatch would be a console error, which fails the test.
    const root = await act(async () => hydrateRoot(container, page));
    expect(container.innerHTML).toBe('<script nonce="n0nce">window.ran = true</script>');
    act(() => root.unmount());
    container.remove();
  });

  it("is left out of a render that starts in the browser, where it would never run", () => {
    const { container } = render(page);
    expect(container.innerHTML).toBe("");
  });
});
