// The PDF417 barcode of a card (issue 4): bwip-js draws it; both renderers take its outline polygons.
import bwipjs from 'bwip-js';

export interface Barcode {
  /** Size of the barcode in its own units. */
  width: number;
  height: number;
  /** SVG path data (M/L/Z polygons) in those units, y downwards. */
  path: string;
  /** Filled polygons, the same outline as lists of points. */
  polygons: [number, number][][];
}

/** A PDF417 symbol carrying `text` (2 data columns, so it sits in a corner of the card). */
export function pdf417(text: string): Barcode {
  // columns and rowheight are PDF417 options of BWIPP, passed through (not in the package's types).
  const options = { bcid: 'pdf417', text, columns: 2, rowheight: 3, padding: 0 } as Parameters<typeof bwipjs.toSVG>[0];
  const svg = bwipjs.toSVG(options);
  const viewBox = /viewBox="0 0 ([0-9.]+) ([0-9.]+)"/.exec(svg);
  const path = /<path[^>]* d="([^"]+)"/.exec(svg)?.[1];
  if (!viewBox || !path) throw new Error('unexpected PDF417 drawing');
  const polygons: [number, number][][] = [];
  for (const match of path.matchAll(/M([^Z]+)Z/g)) {
    const points = [...(match[1] ?? '').matchAll(/(-?[0-9.]+) (-?[0-9.]+)/g)].map((m): [number, number] => [
      Number(m[1]),
      Number(m[2]),
    ]);
    if (points.length > 2) polygons.push(points);
  }
  return { width: Number(viewBox[1]), height: Number(viewBox[2]), path, polygons };
}

/** Scale and offset that fit a barcode into a box, centred, keeping its proportions. */
export function fitBarcode(
  barcode: Pick<Barcode, 'width' | 'height'>,
  box: { x: number; y: number; width: number; height: number },
) {
  const scale = Math.min(box.width / barcode.width, box.height / barcode.height);
  return {
    scale,
    x: box.x + (box.width - barcode.width * scale) / 2,
    y: box.y + (box.height - barcode.height * scale) / 2,
  };
}
