import { StringDecoder } from "node:string_decoder";
import { Transform } from "node:stream";

/*
 * Paint first, then load the JavaScript (docs/decisions/007-paint-before-scripts.md).
 *
 * React Router's <Scripts> sends modulepreload links (React hoists them into <head>) and one inline
 * module script that imports the entry and the route modules. A browser fetches and runs all of that
 * as soon as it reads it, so on a slow phone the download competes with the stylesheet and hydration
 * holds the main thread before the first frame, which then comes seconds later on a slow phone
 * (decision 007). This rewrite keeps the page the same but lets the first frame
 * through before any of it starts: the module script is sent inert, the preloads are dropped, and a
 * small loader (with the page's CSP nonce) starts both right after the first frame.
 */

/** The type the inert module script carries until the loader starts it. */
export const AFTER_PAINT_TYPE = "modura/after-paint";

/** The attribute that marks the loader's script, so a check of the page can find it. */
export const LOADER_ATTRIBUTE = "data-after-paint-loader";

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;
const MODULE_SCRIPT_OPEN = /<script\b([^>]*?)\btype="module"([^>]*)>/;
const SCRIPT_CLOSE = "</script>";
const ASYNC_ATTRIBUTE = /\s+async(?:="[^"]*")?(?=[\s>]|$)/g;

/** How many modulepreload links the loader adds in one task. */
export const PRELOADS_PER_TASK = 3;

/**
 * How long after the first frame the loader waits for the browser to report first contentful paint
 * before it starts anyway (a page with nothing contentful to paint never gets one).
 */
export const PAINT_WAIT_MS = 1000;

/**
 * The loader: once the first contentful paint is on screen (or at once in a hidden tab, where frames
 * never come), preload the modules, a few per task, then, in a task of its own, run each inert
 * script as a module script with the same nonce.
 *
 * On screen, not merely drawn: a requestAnimationFrame callback runs before its frame is presented,
 * so scripts started there still delay first paint and LCP. The paint entry arrives once the frame
 * is presented; browsers without paint timing fall back to the frame. Small tasks rather than one:
 * each request a browser starts costs main-thread time on a slow CPU, and a tap or a frame can slip
 * in between two tasks but not into one.
 */
export function afterPaintLoader(moduleHrefs: readonly string[]): string {
  // "<" escaped so no href can close the script early.
  const hrefs = JSON.stringify(moduleHrefs).replace(/</g, "\\u003c");
  return (
    `(function(){var d=document,P=window.PerformanceObserver,started=false,hrefs=${hrefs};` +
    `function run(){d.querySelectorAll('script[type="${AFTER_PAINT_TYPE}"]').forEach(function(s){var m=d.createElement("script");m.type="module";m.nonce=s.nonce;m.text=s.text;d.head.appendChild(m)})}` +
    `function preload(from){hrefs.slice(from,from+${PRELOADS_PER_TASK}).forEach(function(href){var l=d.createElement("link");l.rel="modulepreload";l.href=href;d.head.appendChild(l)});setTimeout(from+${PRELOADS_PER_TASK}<hrefs.length?function(){preload(from+${PRELOADS_PER_TASK})}:run,0)}` +
    `function start(){if(started)return;started=true;preload(0)}` +
    `function soon(){setTimeout(start,0)}` +
    `if(d.visibilityState==="hidden"){start();return}` +
    `d.addEventListener("visibilitychange",start,{once:true});` +
    `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){` +
    `new P(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();soon()}}).observe({type:"paint",buffered:true});` +
    `requestAnimationFrame(function(){setTimeout(start,${PAINT_WAIT_MS})})` +
    `}else requestAnimationFrame(soon)})();`
  );
}

/**
 * Rewrites streamed HTML text. It holds back any tag cut between two chunks, so a tag is always
 * rewritten whole; each chunk's output is everything up to that point.
 */
export class ScriptsAfterPaint {
  private pending = "";
  private readonly moduleHrefs: string[] = [];
  private inModuleScript = false;
  private done = false;

  constructor(private readonly nonce: string) {}

  push(text: string): string {
    this.pending += text;
    // Keep back from the last "<" that has no ">" after it: the start of a tag still arriving.
    const lastOpen = this.pending.lastIndexOf("<");
    const cut = lastOpen > this.pending.lastIndexOf(">") ? lastOpen : this.pending.length;
    const ready = this.pending.slice(0, cut);
    this.pending = this.pending.slice(cut);
    return this.rewrite(ready);
  }

  flush(): string {
    const rest = this.rewrite(this.pending);
    this.pending = "";
    return rest;
  }

  private rewrite(html: string): string {
    if (this.done) return html;
    let out = html.replace(MODULE_PRELOAD, (_tag, href: string) => {
      this.moduleHrefs.push(href);
      return "";
    });
    if (!this.inModuleScript) {
      const open = MODULE_SCRIPT_OPEN.exec(out);
      if (!open) return out;
      // `async` is for scripts a browser runs; on an inert data block it is invalid HTML. The
      // loader's copy is a module script, which runs deferred anyway.
      const attributes = (text: string | undefined) => (text ?? "").replace(ASYNC_ATTRIBUTE, "");
      out =
        out.slice(0, open.index) +
        `<script${attributes(open[1])}type="${AFTER_PAINT_TYPE}"${attributes(open[2])}>` +
        out.slice(open.index + open[0].length);
      this.inModuleScript = true;
    }
    const close = out.indexOf(SCRIPT_CLOSE, out.lastIndexOf(`type="${AFTER_PAINT_TYPE}"`) + 1);
    if (close === -1) return out;
    const end = close + SCRIPT_CLOSE.length;
    this.done = true;
    const loader = `<script nonce="${this.nonce}" ${LOADER_ATTRIBUTE}>${afterPaintLoader(this.moduleHrefs)}</script>`;
    return out.slice(0, end) + loader + out.slice(end);
  }
}

/** The rewrite as a byte stream, for React's pipeable render. */
export function scriptsAfterPaint(nonce: string): Transform {
  const decoder = new StringDecoder("utf8");
  const rewriter = new ScriptsAfterPaint(nonce);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      callback(null, rewriter.push(decoder.write(chunk)));
    },
    flush(callback) {
      callback(null, rewriter.push(decoder.end()) + rewriter.flush());
    },
  });
}
