import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import type { Theme } from '@mui/material/styles';
import { BANK_STATUS_LABELS, BANK_STEP_LABELS, bankStepOf, isBankVerified, type BankStatus } from '@dental/domain';

/** Shown below `sm` (600 px) only, and from `sm` only; the wide one is the rule without a media query. */
const phoneOnly = (theme: Theme) => ({ display: 'none', [theme.breakpoints.down('sm')]: { display: 'block' } });
const wideOnly = (theme: Theme) => ({ display: 'block', [theme.breakpoints.down('sm')]: { display: 'none' } });

/** The stepper in one orientation. */
function Steps({ status, phone }: { status: BankStatus; phone: boolean }) {
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

/**
 * spec §3 and §4: the bank statuses in their order, as a stepper: the steps done, the one to do now, the ones
 * after. Vertical on a phone (four labels do not fit 360 px side by side). The status is also said in words.
 * Both orientations are drawn and CSS shows the one of the width (the hidden one `display: none`, out of the
 * accessibility tree too), not useMediaQuery: the employer's Bank account page is drawn at the server (decision
 * 0067) before any script knows the width, and a phone got the horizontal stepper first, then a shift.
 */
export function BankStatusStepper({ status }: { status: BankStatus }) {
  // One box around both: a stack's spacing would otherwise count the hidden one as the first child.
  return (
    <Box>
      <Box sx={phoneOnly}>
        <Steps status={status} phone />
      </Box>
      <Box sx={wideOnly}>
        <Steps status={status} phone={false} />
      </Box>
    </Box>
  );
}
