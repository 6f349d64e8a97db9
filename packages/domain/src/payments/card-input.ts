// Issue 17 item 4: the card form's expiry as the member types it on a number keypad (no slash key there).

/**
 * The expiry field's text after a keystroke: digits only, at most four, with the slash put in once the
 * month is complete ("1230" -> "12/30"; "4" -> "04", a month that can only be April). Deleting back
 * past the slash works: "12/" typed back to "12" stays "12".
 */
export function formatExpiryInput(value: string): string {
  let digits = value.replace(/\D/g, '').slice(0, 4);
  if (/^[2-9]/.test(digits)) digits = `0${digits}`.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
