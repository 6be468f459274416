// Renders the sharing image and the icons into public/ with the system Chromium, from SVG written
// here and from public/favicon.svg and public/images/modura-shoe.svg. The PNGs are committed; run
// this again after changing any of those:  npx tsx scripts/make-og-image.mjs
// (tsx, because the Chromium launch options live in a TypeScript module shared with the e2e tests.)
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

import { chromium } from "@playwright/test";

import { FULL_BROWSER_PATHS, chromiumLaunchOptions } from "../dev/harness/chromium.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const at = (path) => `${root}/${path}`;

// The site's palette (Tailwind's teal and slate, as in app/app.css and the components).
const TEAL_700 = "#0f766e";
const TEAL_50 = "#f0fdfa";
const TEAL_100 = "#ccfbf1";
const SLATE_900 = "#0f172a";
const SLATE_600 = "#475569";

const faviconSvg = await readFile(at("public/favicon.svg"), "utf8");
// The "M" of the favicon, so every icon draws the same mark.
const markPath = /<path d="([^"]+)"/.exec(faviconSvg)?.[1];
if (!markPath) throw new Error("public/favicon.svg has no <path d=…> for the mark");
const shoeSvg = await readFile(at("public/images/modura-shoe.svg"));
const interWoff2 = await readFile(
  at("node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"),
);

/** A full-bleed square of the brand colour with the mark inside `scale` of it (maskable, iOS). */
const squareIcon = (scale) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" fill="${TEAL_700}"/>
  <path d="${markPath}" fill="#fff" transform="translate(32 32) scale(${scale}) translate(-32 -32)"/>
</svg>`;

const ogSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${TEAL_50}"/>
      <stop offset="1" stop-color="#ffffff"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <circle cx="905" cy="300" r="230" fill="${TEAL_100}"/>
  <image href="data:image/svg+xml;base64,${shoeSvg.toString("base64")}" x="635" y="140" width="544" height="340"/>
  <g transform="translate(80 72)">
    <rect width="60" height="60" rx="13" fill="${TEAL_700}"/>
    <path d="${markPath}" fill="#fff" transform="scale(${60 / 64})"/>
    <text x="80" y="44" font-size="40" font-weight="800" fill="${SLATE_900}">Modura</text>
  </g>
  <text x="80" y="232" font-size="21" font-weight="600" letter-spacing="1.5" fill="${TEAL_700}">ONE BASE. A SOLE FOR EVERY SPORT.</text>
  <text x="80" y="300" font-size="54" font-weight="800" letter-spacing="-1" fill="${SLATE_900}">Modular Footwear,</text>
  <text x="80" y="366" font-size="54" font-weight="800" letter-spacing="-1" fill="${TEAL_700}">Elegance Engineered</text>
  <text x="80" y="428" font-size="26" fill="${SLATE_600}">One athletic shoe with detachable soles</text>
  <text x="80" y="464" font-size="26" fill="${SLATE_600}">for trail, court, gym and street.</text>
  <rect y="540" width="1200" height="90" fill="${TEAL_700}"/>
  <text x="80" y="596" font-size="28" font-weight="600" fill="#ffffff">Join the launch waitlist: 30% off and a complimentary extra sole</text>
</svg>`;

/** [file, svg, width, height, transparent] for everything this script makes. */
const targets = [
  ["public/images/og-modura.png", ogSvg, 1200, 630, false],
  ["public/icons/icon-192.png", faviconSvg, 192, 192, true],
  ["public/icons/icon-512.png", faviconSvg, 512, 512, true],
  // Maskable: launchers crop to a circle of 80% of the width; the mark stays well inside it.
  ["public/icons/icon-maskable-192.png", squareIcon(0.8), 192, 192, false],
  ["public/icons/icon-maskable-512.png", squareIcon(0.8), 512, 512, false],
  // iOS rounds the corners itself and shows transparency as black.
  ["public/apple-touch-icon.png", squareIcon(0.85), 180, 180, false],
  ["public/favicon.ico", faviconSvg, 32, 32, true],
];

const browser = await chromium.launch(chromiumLaunchOptions(FULL_BROWSER_PATHS));
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  await mkdir(at("public/icons"), { recursive: true });
  for (const [file, svg, width, height, transparent] of targets) {
    await page.setViewportSize({ width, height });
    await page.setContent(`<!doctype html>
      <style>
        @font-face {
          font-family: "Inter Variable";
          font-weight: 100 900;
          src: url(data:font/woff2;base64,${interWoff2.toString("base64")}) format("woff2");
        }
        html, body { margin: 0; background: transparent; }
        svg { display: block; width: ${width}px; height: ${height}px; font-family: "Inter Variable", sans-serif; }
      </style>
      ${svg}`);
    await page.evaluate(() => document.fonts.ready);
    const png = await page.screenshot({ type: "png", omitBackground: transparent });
    await writeFile(at(file), file.endsWith(".ico") ? icoWrapping(png, width) : png);
    console.log(`${file}: ${width}×${height}, ${(png.length / 1024).toFixed(1)} KB`);
  }
} finally {
  await browser.close();
}

/** An .ico holding one PNG image, which every browser since IE 9 reads. */
function icoWrapping(png, size) {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6); // width (0 would mean 256)
  header.writeUInt8(size, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14); // image size
  header.writeUInt32LE(22, 18); // image offset
  return Buffer.concat([header, png]);
}
