// spec §2: the non-production banner, written into each page above the app (#root) so that it is drawn at
// first paint. When the app drew it, it appeared as the app started: on the prerendered sign-in screen the
// whole form moved down under a finger already on its way to a link (a tap that hit the card instead).
import {
  ENVIRONMENT_BANNER_COLOURS,
  ENVIRONMENT_BANNER_ID,
  environmentBannerFacts,
  INSTANCES,
  SERVER_TIME_ATTRIBUTE,
  serverTimeText,
  type Instance,
} from '@dental/domain';

const ID = ENVIRONMENT_BANNER_ID;

// The look of packages/ui's banner: 13 px text on 1.6 lines, 4 by 16 px padding, the parts kept whole when the
// line wraps on a phone, the dots between them from MUI's sm breakpoint (600 px) up. The font is the boot
// screen's system stack, so the banner looks the same before and after the app's own styles arrive.
const STYLE =
  `#${ID}{display:flex;flex-wrap:wrap;justify-content:center;column-gap:16px;padding:4px 16px;` +
  `background:${ENVIRONMENT_BANNER_COLOURS.background};color:${ENVIRONMENT_BANNER_COLOURS.text};` +
  `font:400 0.8125rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}` +
  `#${ID}>span{white-space:nowrap}#${ID} [aria-hidden]{display:none;margin-right:8px}` +
  `@media (min-width:600px){#${ID}{column-gap:8px}#${ID} [aria-hidden]{display:inline}}`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const dot = '<span aria-hidden="true">·</span>';

/**
 * The banner's markup for an instance, or '' in production (and for a name that is no instance). The server
 * time is the app's to fill in: until it does, a time of the same width holds its place unseen, so the line
 * does not reflow when the real one arrives.
 */
export function environmentBannerHtml(instance: string, version: string): string {
  if (instance === 'prod' || !(INSTANCES as readonly string[]).includes(instance)) return '';
  const facts = environmentBannerFacts(instance as Instance, version);
  const parts = [
    `<span>${escapeHtml(facts.name)}</span>`,
    `<span ${SERVER_TIME_ATTRIBUTE} style="visibility:hidden">${dot}<span>${serverTimeText(0)}</span></span>`,
    ...(facts.version === null ? [] : [`<span>${dot}${escapeHtml(facts.version)}</span>`]),
  ];
  return `<style>${STYLE}</style><div id="${ID}" role="region" aria-label="Environment">${parts.join('')}</div>`;
}
