import { describe, expect, it } from "vitest";

import { deviceClass } from "./device";

const AGENTS = {
  iPhone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  androidPhone:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
  firefoxAndroidPhone: "Mozilla/5.0 (Android 14; Mobile; rv:127.0) Gecko/127.0 Firefox/127.0",
  iPadOld:
    "Mozilla/5.0 (iPad; CPU OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1",
  androidTablet:
    "Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
  firefoxAndroidTablet: "Mozilla/5.0 (Android 13; Tablet; rv:127.0) Gecko/127.0 Firefox/127.0",
  kindle:
    "Mozilla/5.0 (Linux; Android 9; KFTRWI) AppleWebKit/537.36 (KHTML, like Gecko) Silk/126.3.1 like Chrome/126.0.0.0 Mobile Safari/537.36",
  windows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
  mac: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
  linuxFirefox: "Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0",
};

describe("deviceClass", () => {
  it("names phones mobile", () => {
    expect(deviceClass(AGENTS.iPhone)).toBe("mobile");
    expect(deviceClass(AGENTS.androidPhone)).toBe("mobile");
    expect(deviceClass(AGENTS.firefoxAndroidPhone)).toBe("mobile");
  });

  it("names tablets tablet, an Android one by the missing Mobile, a Kindle despite it", () => {
    expect(deviceClass(AGENTS.iPadOld)).toBe("tablet");
    expect(deviceClass(AGENTS.androidTablet)).toBe("tablet");
    expect(deviceClass(AGENTS.firefoxAndroidTablet)).toBe("tablet");
    expect(deviceClass(AGENTS.kindle)).toBe("tablet");
  });

  it("names everything else desktop, the Mac string iPadOS sends by default included", () => {
    expect(deviceClass(AGENTS.windows)).toBe("desktop");
    expect(deviceClass(AGENTS.mac)).toBe("desktop");
    expect(deviceClass(AGENTS.linuxFirefox)).toBe("desktop");
    expect(deviceClass("")).toBe("desktop");
  });
});
