import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import {
  PROCEDURE_CATALOGUE,
  VISIT_MAX_LINES,
  formatMoney,
  searchProcedures,
  toothRuleOf,
  type CatalogueProcedure,
  type VisitLineItem,
} from '@dental/domain';
import { PickerInput, TextInput } from '@dental/ui';
import { frequencyNote } from '../frequency-words';
import { KeepTogether } from '../keep-together';

/** One line of the form as typed. */
export interface DraftLine {
  key: number;
  procedure: CatalogueProcedure | null;
  tooth: string;
  surfaces: string;
}

interface Props {
  lines: DraftLine[];
  /** Each line's priced shares (null: no code yet, or the patient not found yet). */
  priced: (VisitLineItem | null)[];
  errors: Record<string, string>;
  onChange: (index: number, change: Partial<DraftLine>) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
}

/**
 * Issue 16 item 4: the procedure lines, each with a code picked by words or code (as price check searches),
 * the tooth and surfaces only where the procedure takes them (teeth.ts), and its shares priced as typed.
 */
export function ProcedureLines({ lines, priced, errors, onChange, onAdd, onRemove }: Props) {
  return (
    <Box component="ol" aria-label="Procedures" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
      {lines.map((line, index) => {
        const rule = line.procedure ? toothRuleOf(line.procedure.code) : { tooth: 'none' as const };
        const price = priced[index];
        const n = index + 1;
        return (
          <Box
            component="li"
            key={line.key}
            sx={{
              display: 'grid',
              gap: 1.5,
              alignItems: 'start',
              gridTemplateColumns: { xs: '1fr 1fr', md: '3fr 1fr 1fr 2fr auto' },
              borderBottom: 1,
              borderColor: 'divider',
              pb: 2,
            }}
          >
            <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
              <PickerInput
                options={PROCEDURE_CATALOGUE}
                value={line.procedure}
                onChange={(_event, value) => onChange(index, { procedure: value, tooth: '', surfaces: '' })}
                filterOptions={(options, state) => searchProcedures(state.inputValue, options)}
                getOptionLabel={(p) => `${p.code} ${p.name}`}
                isOptionEqualToValue={(a, b) => a.code === b.code}
                label={`Procedure ${n}`}
                placeholder="cleaning, crown, D2740"
                error={errors[`lines.${index}.code`] !== undefined}
                helperText={errors[`lines.${index}.code`] ?? ' '}
              />
            </Box>
            {rule.tooth !== 'none' ? (
              <TextInput
                label={`Tooth ${n}`}
                value={line.tooth}
                onChange={(e) => onChange(index, { tooth: e.target.value })}
                error={errors[`lines.${index}.tooth`] !== undefined}
                helperText={errors[`lines.${index}.tooth`] ?? '1-32 or A-T'}
                maxLength={3}
              />
            ) : (
              <Box sx={{ display: { xs: 'none', md: 'block' } }} />
            )}
            {rule.tooth !== 'none' && rule.surfaces > 0 ? (
              <TextInput
                label={`Surfaces ${n}`}
                value={line.surfaces}
                onChange={(e) => onChange(index, { surfaces: e.target.value })}
                error={errors[`lines.${index}.surfaces`] !== undefined}
                helperText={errors[`lines.${index}.surfaces`] ?? `${rule.surfaces} of M O D B L / I F`}
                maxLength={10}
              />
            ) : (
              <Box sx={{ display: { xs: 'none', md: 'block' } }} />
            )}
            <Typography
              component="p"
              variant="body2"
              data-testid={`line-${n}-shares`}
              sx={{ gridColumn: { xs: '1 / 2', md: 'auto' }, pt: 1 }}
            >
              {price ? (
                // Each amount stays on the line of its name: at 360 px "Patient" and "$0.00" fell on two lines.
                <>
                  <KeepTogether>Fee {formatMoney(price.allowed_cents)}</KeepTogether>
                  <br />
                  <KeepTogether>Plan {formatMoney(price.plan_cents)}</KeepTogether> ·{' '}
                  <KeepTogether>Patient {formatMoney(price.member_cents)}</KeepTogether>
                  {frequencyNote(price.reduction_reason) !== null && (
                    <Typography component="span" variant="caption" color="error" sx={{ display: 'block' }}>
                      {frequencyNote(price.reduction_reason)}
                    </Typography>
                  )}
                </>
              ) : (
                '—'
              )}
            </Typography>
            <IconButton
              aria-label={`Remove procedure ${n}`}
              onClick={() => onRemove(index)}
              // `undefined`, not `false`, when it may be used: UntilHydrated's hold wins then (decision 0063).
              disabled={lines.length === 1 || undefined}
              sx={{ justifySelf: 'end' }}
            >
              <DeleteOutline />
            </IconButton>
          </Box>
        );
      })}
      <Box component="li">
        <Button onClick={onAdd} disabled={lines.length >= VISIT_MAX_LINES || undefined}>
          Add a procedure
        </Button>
        {errors.lines && (
          <Typography role="alert" color="error" variant="body2">
            {errors.lines}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
