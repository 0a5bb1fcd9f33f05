// How a page rendered at build time starts the app (vite.config.ts writes this script in place of
// the entry's script tag: for the signed-in frame after the early session request, and alone for
// the signed-out pages such as /login): the page is painted from the HTML and styles alone, so the
// app's scripts are asked for once it has painted,
// and, when the guided tour's welcome card came with it, once the card's text has painted in its
// font (the card's text waits for the font, src/prerender.tsx `renderTourFontCss`).
//
// Until then the connection carries only what that paint needs (the page, its styles, the fonts),
// which therefore arrive sooner; the scripts are asked for one round trip later than from the
// page's head, and their run (parse, compile, React) no longer comes before the first paint. The
// signed-in chunks are preloaded at the same time as the entry, as the page's head did before.
import { FRAME_OVERLAY_ID } from './signedInFrame';

/**
 * After this long the card's text paints in a fallback font anyway (font-display: block blocks
 * for 3 s), so the app does not wait for its font any longer either.
 */
export const FONT_WAIT_MS = 3000;

export interface FrameStartFiles {
  /** The app's entry module (URL). */
  entry: string;
  /** Modules the first page imports, preloaded with the entry (URLs). */
  preloads: readonly string[];
}

/** The script's source: waits for the frame's paint, then preloads and imports the app. */
export function frameStartScript({ entry, preloads }: FrameStartFiles): string {
  const json = JSON.stringify;
  return [
    // A callback of the next animation frame runs just before its paint; a task queued from
    // there runs after it. A page opened in a background tab paints nothing (and runs no frame
    // callback) until it is shown: its app loads at once, as it did from the page's head.
    'const hidden=()=>document.visibilityState==="hidden";',
    'const painted=()=>hidden()?Promise.resolve():new Promise(r=>requestAnimationFrame(()=>setTimeout(r)));',
    `const fonts=()=>!hidden()&&document.getElementById(${json(FRAME_OVERLAY_ID)})&&document.fonts?Promise.race([document.fonts.ready,new Promise(r=>setTimeout(r,${FONT_WAIT_MS}))]).then(painted):undefined;`,
    `const start=()=>{for(const href of ${json(preloads)}){const link=document.createElement("link");link.rel="modulepreload";link.fetchPriority="low";link.crossOrigin="";link.href=href;document.head.append(link)}import(${json(entry)})};`,
    'painted().then(fonts).then(start,start);',
    '',
  ].join('\n');
}
