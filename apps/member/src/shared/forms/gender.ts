import { z } from 'zod';
import { GENDER_LABELS, GENDERS, MSG_INVALID } from '@dental/domain';

/** A gender select's value: '' (not given) becomes null, otherwise one of spec §3's genders. */
export const genderFormSchema = z.union([z.literal('').transform(() => null), z.enum(GENDERS, { error: MSG_INVALID })]);

/** spec §3: the gender choices with their labels. */
export const GENDER_OPTIONS = GENDERS.map((value) => ({ value, label: GENDER_LABELS[value] }));
