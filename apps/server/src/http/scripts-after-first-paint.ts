// Issue 17: a page drawn at the server is complete before any script runs, so its scripts are asked for after
// the browser has painted it, not beside the page. Announced in <head>, the entry and its sixty-odd chunks
// download while the page is still being parsed and painted: on a slow phone they share its bandwidth, and
// Lighthouse counts every one that finished before the paint as needed for it (3 s to the largest paint
// instead of 1). The page keeps them in a <template> (inert: nothing in it is fetched or run) and one small
// inline script moves them into <head> once a frame has been painted, where they load and hydrate as before.
import { createHash } from 'node:crypto';

/** The id of the template that holds the page's scripts until its first paint. */
export const SCRIPTS_TEMPLATE_ID = 'scripts-after-first-paint';

/**
 * Moves the template's scripts into <head> after the next frame (requestAnimationFrame runs before the frame
 * is painted, the timeout after it), or after a second where no frame comes (a tab opened in the background).
 * The entry script goes first, then the preloads ten to a task: each starts a request, and sixty at once held
 * the main thread for 35 ms on a fast machine (140 ms on Lighthouse's phone). Clones of a template's scripts
 * run when inserted, unlike markup set through innerHTML.
 */
export const SCRIPTS_AFTER_FIRST_PAINT = `(function(){var done=false;function go(){if(done)return;done=true;var t=document.getElementById('${SCRIPTS_TEMPLATE_ID}');if(!t)return;var nodes=[].slice.call(document.importNode(t.content,true).childNodes);(function next(){var batch=nodes.splice(0,10);for(var i=0;i<batch.length;i++)document.head.appendChild(batch[i]);if(nodes.length)setTimeout(next,0)})()}requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,1000)})();`;

/** The Content-Security-Policy source that allows that one inline script and no other (script-src has no 'unsafe-inline'). */
export const SCRIPTS_AFTER_FIRST_PAINT_CSP_SOURCE = `'sha256-${createHash('sha256').update(SCRIPTS_AFTER_FIRST_PAINT).digest('base64')}'`;

const MODULE_SCRIPT = /\s*<script type="module"[^>]*><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*>/g;

/**
 * The page with its module script and module preloads taken out of <head> and put before </body> in the
 * template, with the inline script that moves them back after the first paint. A page without them is unchanged.
 */
export function withScriptsAfterFirstPaint(html: string): string {
  const headEnd = html.indexOf('</head>');
  const bodyEnd = html.lastIndexOf('</body>');
  if (headEnd < 0 || bodyEnd < headEnd) return html;
  const head = html.slice(0, headEnd);
  const preloads = head.match(MODULE_PRELOAD) ?? [];
  const scripts = head.match(MODULE_SCRIPT) ?? [];
  if (scripts.length === 0) return html;
  const moved = [...scripts, ...preloads].map((tag) => tag.trim()).join('');
  return (
    head.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '') +
    html.slice(headEnd, bodyEnd) +
    `<template id="${SCRIPTS_TEMPLATE_ID}">${moved}</template><script>${SCRIPTS_AFTER_FIRST_PAINT}</script>\n  ` +
    html.slice(bodyEnd)
  );
}
