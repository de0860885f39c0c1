import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES, creditTryProgress } from '@lendbridge/domain';
import type { CreditTryAnswerKey, CreditTryQuestion } from '@lendbridge/domain';

export interface CreditTryQuestionStepProps {
  question: CreditTryQuestion;
  /** 0-based. */
  index: number;
  total: number;
  value: string | undefined;
  error: string | undefined;
  onAnswer: (key: CreditTryAnswerKey, value: string) => void;
  onNext: () => void;
  onPrevious: () => void;
}

/** One question per screen, with 上一步 and 下一步 (which needs the answer). */
export function CreditTryQuestionStep({
  question,
  index,
  total,
  value,
  error,
  onAnswer,
  onNext,
  onPrevious,
}: CreditTryQuestionStepProps) {
  const progress = creditTryProgress(index + 1, total);
  const labelId = `credit-try-${question.key}-label`;
  const errorId = `credit-try-${question.key}-error`;
  return (
    <Stack
      component="form"
      noValidate
      spacing={3}
      onSubmit={(event) => {
        event.preventDefault();
        onNext();
      }}
    >
      <Stack spacing={1}>
        <Typography color="text.secondary" variant="body2">
          {progress}
        </Typography>
        <LinearProgress variant="determinate" value={((index + 1) / total) * 100} aria-label={progress} />
      </Stack>
      <FormControl component="fieldset" error={error !== undefined}>
        <FormLabel id={labelId} component="legend" sx={{ fontWeight: 700, color: 'text.primary', mb: 1 }}>
          {question.title}
        </FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          aria-describedby={error === undefined ? undefined : errorId}
          name={question.key}
          value={value ?? ''}
          onChange={(event) => onAnswer(question.key, event.target.value)}
        >
          {question.options.map((option) => (
            <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={option.label} />
          ))}
        </RadioGroup>
        {error !== undefined && (
          <FormHelperText id={errorId} role="alert">
            {error}
          </FormHelperText>
        )}
      </FormControl>
      <Stack direction="row" spacing={2}>
        <Button variant="outlined" size="large" fullWidth onClick={onPrevious}>
          {MESSAGES.previousStep}
        </Button>
        <Button type="submit" variant="contained" size="large" fullWidth>
          {MESSAGES.nextStep}
        </Button>
      </Stack>
    </Stack>
  );
}
