import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import {
  dateOfBirthSchemaFor,
  displayName,
  familyMemberUpdateRequestSchema,
  MSG_FAMILY_MEMBER_UPDATED,
  type FamilyMember,
  type Relationship,
} from '@dental/domain';
import {
  bindServerErrors,
  changedFields,
  DraggableDialog,
  FormDate,
  FormSelect,
  formSubmit,
  FormText,
  useNotifications,
} from '@dental/ui';
import { GENDER_OPTIONS, genderFormSchema } from '../../../shared/forms/gender';
import { useUpdateFamilyMember } from '../api/update-family-member';

/**
 * The edit form: the family member update rules (spec §5), with the gender select's '' as "not given", and
 * the date of birth under the person's relationship's rule (a spouse is 18 or older), as the server holds it.
 */
export function familyMemberFormSchema(relationship: Relationship) {
  return familyMemberUpdateRequestSchema
    .required({ first_name: true, last_name: true, date_of_birth: true })
    .extend({ gender: genderFormSchema, date_of_birth: dateOfBirthSchemaFor(relationship) });
}
type FormSchema = ReturnType<typeof familyMemberFormSchema>;
type FormInput = z.input<FormSchema>;
type FormOutput = z.output<FormSchema>;
const FIELDS = ['first_name', 'middle_name', 'last_name', 'date_of_birth', 'gender'] as const;

interface Props {
  relative: FamilyMember;
  onClose: () => void;
}

/** spec §4 and §8: a primary edits a family member; success says 'Updated your family member's information'. */
export function EditFamilyMemberDialog({ relative, onClose }: Props) {
  const notifications = useNotifications();
  const update = useUpdateFamilyMember();
  // Built once per relationship, not on every keystroke's render.
  const resolver = useMemo(() => zodResolver(familyMemberFormSchema(relative.relationship)), [relative.relationship]);
  const { control, handleSubmit, setError, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver,
    defaultValues: {
      first_name: relative.first_name,
      middle_name: relative.middle_name ?? '',
      last_name: relative.last_name,
      date_of_birth: relative.date_of_birth,
      gender: '',
    },
  });
  const onSubmit = handleSubmit(async (values) => {
    const changes = changedFields(relative, values);
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    try {
      await update.mutateAsync({ id: relative.patient, changes });
      notifications.notify({ severity: 'success', message: MSG_FAMILY_MEMBER_UPDATED });
      onClose();
    } catch (error) {
      // spec §8: the toast shows the message; fields the server names get theirs inline.
      bindServerErrors(error, FIELDS, setError);
    }
  });
  const busy = formState.isSubmitting;
  return (
    <DraggableDialog
      open
      onClose={busy ? () => undefined : onClose}
      title={`Edit ${displayName(relative)}`}
      maxWidth="sm"
      fullWidth
    >
      <form noValidate onSubmit={formSubmit(onSubmit)} aria-label={`Edit ${displayName(relative)}`}>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormText control={control} name="first_name" label="First name" required disabled={busy} />
            <FormText control={control} name="middle_name" label="Middle name" disabled={busy} />
            <FormText control={control} name="last_name" label="Last name" required disabled={busy} />
            <FormDate control={control} name="date_of_birth" label="Date of birth" required disabled={busy} />
            <FormSelect
              control={control}
              name="gender"
              label="Gender"
              options={GENDER_OPTIONS}
              emptyLabel="Keep as it is"
              disabled={busy}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            Save
          </Button>
        </DialogActions>
      </form>
    </DraggableDialog>
  );
}
