import { useState } from 'react';
import { DateInput, SelectInput } from '@dental/ui';
import { todayIsoDate } from '@dental/domain';
import type { FormErrors } from './patient-finder';
import { useVisitChoices } from './visit-form-api';

/**
 * The dentist and location of a visit as chosen, each preselected when the practice has only one (the record-visit
 * form and an estimate's "Record as visit").
 */
export function useVisitChoicePicks() {
  const choices = useVisitChoices();
  const [chosenDentist, setDentistId] = useState('');
  const [chosenLocation, setLocationId] = useState('');
  const only = (list: { id: number }[] | undefined) => (list?.length === 1 ? String(list[0]?.id) : '');
  return {
    choices,
    dentistId: chosenDentist || only(choices.data?.dentists),
    locationId: chosenLocation || only(choices.data?.locations),
    setDentistId,
    setLocationId,
  };
}

/** A visit's dentist, location and date (not after today), each with its message. */
export function VisitChoiceFields(props: {
  picks: ReturnType<typeof useVisitChoicePicks>;
  date: string;
  onDateChange: (date: string) => void;
  errors: FormErrors;
}) {
  const { picks, errors } = props;
  const options = (list: { id: number; name: string }[] | undefined) =>
    (list ?? []).map((item) => ({ value: String(item.id), label: item.name }));
  return (
    <>
      <SelectInput
        label="Dentist"
        value={picks.dentistId}
        onChange={(e) => picks.setDentistId(e.target.value)}
        error={errors.dentist_id !== undefined}
        helperText={errors.dentist_id ?? ' '}
        options={options(picks.choices.data?.dentists)}
      />
      <SelectInput
        label="Location"
        value={picks.locationId}
        onChange={(e) => picks.setLocationId(e.target.value)}
        error={errors.location_id !== undefined}
        helperText={errors.location_id ?? ' '}
        options={options(picks.choices.data?.locations)}
      />
      <DateInput
        label="Visit date"
        value={props.date}
        onChange={(e) => props.onDateChange(e.target.value)}
        error={errors.appointment_date !== undefined}
        helperText={errors.appointment_date ?? ' '}
        slotProps={{ htmlInput: { max: todayIsoDate() } }}
      />
    </>
  );
}
