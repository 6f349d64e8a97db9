import { describe, expect, it } from 'vitest';
import { escapeHtml, linkifyText } from './html.js';

describe('mail HTML helpers', () => {
  it('escapes the characters that matter in content and quoted attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&#60;a href=&#34;x&#34; title=&#39;y&#39;&#62;&#38;&#60;/a&#62;',
    );
  });

  it('turns http(s) addresses into links and escapes everything else', () => {
    expect(linkifyText('Go to https://a.example/r?code=1&b=2.\n<i>x</i>')).toBe(
      'Go to <a href="https://a.example/r?code=1&#38;b=2.">https://a.example/r?code=1&#38;b=2.</a>\n&#60;i&#62;x&#60;/i&#62;',
    );
    expect(linkifyText('javascript:alert(1)')).toBe('javascript:alert(1)');
  });
});
