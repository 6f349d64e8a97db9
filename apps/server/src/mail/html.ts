/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/g;

/** Escaped text with its http(s) addresses turned into links (mail bodies on the dev mail page). */
export function linkifyText(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const at = match.index;
    html += escapeHtml(text.slice(last, at));
    const url = escapeHtml(match[0]);
    html += `<a href="${url}">${url}</a>`;
    last = at + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
}
