import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';

export const REGISTRATION_STEPS = ['基本資料', '交易會員資料', '銀行帳戶', '風險屬性調查'] as const;

/** Where the member is in the registration steps (0-based). */
export function RegistrationStepper({ active }: { active: number }) {
  return (
    <Stepper activeStep={active} alternativeLabel sx={{ mb: 3 }}>
      {REGISTRATION_STEPS.map((label) => (
        <Step key={label}>
          <StepLabel>{label}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
