// The ID card as a PNG: the same layout drawn as SVG and rasterised by resvg at 300 dpi (1012 x 638 px),
// with the DejaVu fonts shipped in an npm package (no system fonts needed).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { escapeHtml } from '../../../mail/html.js';
import { CARD_HEIGHT_PT, CARD_WIDTH_PT, type CardLayout, type Rgb } from './id-card-layout.js';
import { fitBarcode, pdf417 } from './pdf417.js';

/** 85.60 x 53.98 mm at 300 dpi, rounded up. */
export const CARD_PNG_WIDTH = 1012;
export const CARD_PNG_HEIGHT = 638;

const require = createRequire(import.meta.url);
const FONT_DIR = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const FONT_FILES = [join(FONT_DIR, 'DejaVuSansCondensed.ttf'), join(FONT_DIR, 'DejaVuSansCondensed-Bold.ttf')];

const hex = (rgb: Rgb) =>
  `#${rgb
    .map((c) =>
      Math.round(c * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** The layout as an SVG document in points (the PNG renderer scales it). */
export function cardSvg(layout: CardLayout): string {
  const barcode = pdf417(layout.barcode.text);
  const at = fitBarcode(barcode, layout.barcode);
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_PNG_WIDTH}" height="${CARD_PNG_HEIGHT}" viewBox="0 0 ${CARD_WIDTH_PT.toFixed(3)} ${CARD_HEIGHT_PT.toFixed(3)}" preserveAspectRatio="none">`,
    `<rect x="0" y="0" width="${CARD_WIDTH_PT.toFixed(3)}" height="${CARD_HEIGHT_PT.toFixed(3)}" fill="#ffffff"/>`,
    ...layout.rects.map(
      (r) => `<rect x="${r.x}" y="${r.y}" width="${r.width.toFixed(3)}" height="${r.height}" fill="${hex(r.color)}"/>`,
    ),
    ...layout.texts.map(
      (t) =>
        `<text x="${t.x}" y="${t.y}" font-family="DejaVu Sans" font-stretch="condensed" font-size="${t.size}" font-weight="${t.bold ? 'bold' : 'normal'}" fill="${hex(t.color)}">${escapeHtml(t.text)}</text>`,
    ),
    `<path transform="translate(${at.x.toFixed(3)} ${at.y.toFixed(3)}) scale(${at.scale.toFixed(5)})" d="${barcode.path}" fill="#000000"/>`,
    '</svg>',
  ];
  return parts.join('\n');
}

/** Renders a card layout as PNG bytes. */
export function renderCardPng(layout: CardLayout): Buffer {
  const resvg = new Resvg(cardSvg(layout), {
    fitTo: { mode: 'width', value: CARD_PNG_WIDTH },
    font: { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: 'DejaVu Sans' },
    shapeRendering: 2,
    textRendering: 1,
  });
  return resvg.render().asPng();
}
