// The fixture files of fixtures/, read as the intake will: bytes, or text decoded as UTF-8 (a BOM kept).
import { readFileSync } from 'node:fs';

/** A fixture's bytes. */
export function fixtureBytes(name: string): Uint8Array {
  return readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
}

/** A fixture's text, byte-exact (line ends and a byte-order mark kept). */
export function fixtureText(name: string): string {
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(fixtureBytes(name));
}
