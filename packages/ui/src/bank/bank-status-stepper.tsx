import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { BANK_STATUS_LABELS, BANK_STEP_LABELS, bankStepOf, isBankVerified, type BankStatus } from '@dental/domain';

/**
 * spec §3 and §4: the bank statuses in their order, as a stepper: the steps done, the one to do now, the ones
 * after. Vertical on a phone (four labels do not fit 360 px side by side). The status is also said in words.
 */
export function BankStatusStepper({ status }: { status: BankStatus }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  // Verified is the last step, done: every step shows as completed.
  const active = isBankVerified(status) ? BANK_STEP_LABELS.length : bankStepOf(status);
  return (
    <Stepper
      activeStep={active}
      orientation={phone ? 'vertical' : 'horizontal'}
      // An <ol> holds only <li>s (axe): MUI draws a connector between steps as their sibling unless the labels go
      // under the icons (the connector inside each step); on a phone the vertical steps go without connectors.
      alternativeLabel={!phone}
      connector={phone ? null : undefined}
      aria-label={`Bank verification: ${BANK_STATUS_LABELS[status]}`}
      component="ol"
      sx={{ listStyle: 'none', p: 0, m: 0 }}
    >
      {BANK_STEP_LABELS.map((label, index) => (
        <Step
          key={label}
          component="li"
          completed={index < active}
          aria-current={index === active ? 'step' : undefined}
        >
          <StepLabel>{label}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
