// spec §5: generic text inputs, tags and input masks.
import { z } from 'zod';
import { TAG_MAX_LENGTH, TEXT_INPUT_MAX_LENGTH } from './limits.js';
import { MSG_INVALID, MSG_TAG_NO_COMMAS, maxLengthMessage } from './messages.js';
import { displayableText, requiredTrimmedString, wellFormedText } from './fields.js';

// Lengths count UTF-16 code units, as an input's maxLength does.

/** spec §5: an optional text input, trimmed, at most 100 characters, text characters only. */
export const textSchema = z
  .string({ error: MSG_INVALID })
  .trim()
  .refine(...wellFormedText)
  .refine((value) => value === '' || displayableText[0](value), displayableText[1])
  .max(TEXT_INPUT_MAX_LENGTH, { error: maxLengthMessage(TEXT_INPUT_MAX_LENGTH) });

/** spec §5: a required text input, trimmed, at most 100 characters. */
export const requiredTextSchema = requiredTrimmedString().max(TEXT_INPUT_MAX_LENGTH, {
  error: maxLengthMessage(TEXT_INPUT_MAX_LENGTH),
});

/** spec §5: a tag, 1 to 35 characters once trimmed, no commas. */
export const tagSchema = requiredTrimmedString()
  .max(TAG_MAX_LENGTH, { error: maxLengthMessage(TAG_MAX_LENGTH), abort: true })
  .refine((tag) => !tag.includes(','), { error: MSG_TAG_NO_COMMAS });

/** A list of tags, each under the tag rule. */
export const tagsSchema = z.array(tagSchema, { error: MSG_INVALID });

/** spec §5: an input mask may not contain digits. */
export function isValidInputMask(mask: string): boolean {
  return !/[0-9]/.test(mask);
}

/** spec §5: an input mask (for example '(___) ___-____'), which may not contain digits. */
export const inputMaskSchema = z.string({ error: MSG_INVALID }).refine(isValidInputMask, { error: MSG_INVALID });
