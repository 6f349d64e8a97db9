// Colours as the browser computed them, and WCAG 2's contrast ratio between two of them.
import type { Locator } from '@playwright/test';

type Rgb = [number, number, number];

const rgbOf = (css: string): Rgb => {
  const parts = css.match(/[\d.]+/g)?.map(Number) ?? [];
  if (parts.length < 3) throw new Error(`not an rgb colour: ${css}`);
  return [parts[0]!, parts[1]!, parts[2]!];
};

/** WCAG 2 relative luminance of an sRGB colour. */
const luminance = ([r, g, b]: Rgb) => {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
};

/** WCAG 2 contrast ratio of two computed colours ('rgb(255, 255, 255)'), 1 to 21. */
export function contrast(foreground: string, background: string): number {
  const [light, dark] = [luminance(rgbOf(foreground)), luminance(rgbOf(background))].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

/** A button's text and background colours once its transitions are over. */
export async function buttonColours(button: Locator): Promise<{ color: string; background: string }> {
  return button.evaluate(async (element) => {
    await Promise.all(element.getAnimations().map((animation) => animation.finished));
    const style = getComputedStyle(element);
    return { color: style.color, background: style.backgroundColor };
  });
}
