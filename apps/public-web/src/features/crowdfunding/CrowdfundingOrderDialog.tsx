import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import {
  ALUMNI_SHIRT_SIZES,
  CROWDFUNDING_PAGE_TEXTS as T,
  CROWDFUNDING_PAYMENT_BY,
  CROWDFUNDING_TEXTS,
  MESSAGES,
  cardExpiryError,
  crowdfundingInvestmentPath,
  crowdfundingOrderSchema,
  defaultPaymentBy,
  formatNtd,
  zodIssuesToFieldErrors,
} from '@lendbridge/domain';
import type { CrowdfundingDetailAnswer, CrowdfundingOrderAnswer, CrowdfundingPlanAnswer } from '@lendbridge/domain';
import { ApiError } from '../../app/api';
import { useAlert } from '../../shared/AlertDialog';
import { CardFields, EMPTY_CARD, cardDateOf } from './CardFields';
import type { CardValues } from './CardFields';
import { crowdfundingQueries, verifyAlumni } from './crowdfunding.api';
import { useCrowdfundingPayment } from './useCrowdfundingPayment';

const AGREEMENTS = [T.agreeContract, T.agreeDelivery, T.agreePeriods] as const;

interface OrderDialogProps {
  project: CrowdfundingDetailAnswer;
  plan: CrowdfundingPlanAnswer;
  open: boolean;
  onClose: () => void;
  /** Where the browser goes for the gateway's 3-D Secure page. */
  leaveFor?: (url: string) => void;
}

/** The contract of the chosen plan and period, as the API fills it; its box scrolls, by keyboard too. */
function ContractPreview({ serial, planId, period }: { serial: string; planId: number; period: number }) {
  const contract = useQuery(crowdfundingQueries.contract(serial, planId, period));
  if (contract.data === undefined) return null;
  return (
    <Box aria-label={T.contract} role="region" tabIndex={0} sx={{ maxHeight: 220, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
        {contract.data.title}
      </Typography>
      {contract.data.sections.map((section) => (
        <Box key={section.heading} sx={{ mt: 1 }}>
          <Typography variant="subtitle2">{section.heading}</Typography>
          {section.paragraphs.map((paragraph) => (
            <Typography key={paragraph} variant="body2">
              {paragraph}
            </Typography>
          ))}
        </Box>
      ))}
    </Box>
  );
}

/**
 * The order dialog of a plan (spec 4, 5): the period, the payment (balance by default when it
 * covers the first period or holds at least 1000, else card), the card fields, the delivery, the
 * alumni dinner's questions with the roster check, the contract preview, every agreement ticked
 * before the button enables, and the login password (您需要輸入密碼喲！ when empty).
 */
export function CrowdfundingOrderDialog({ project, plan, open, onClose, leaveFor = (url) => window.location.assign(url) }: OrderDialogProps) {
  const navigate = useNavigate();
  const { showAlert } = useAlert();
  const payment = useCrowdfundingPayment();
  const alumni = project.kind === 'alumni_dinner';
  const [period, setPeriod] = useState(plan.rates[0]?.period ?? 1);
  const rate = plan.rates.find((candidate) => candidate.period === period) ?? plan.rates[0];
  const firstAmount = rate?.first_period_amount ?? 0;
  const [paymentBy, setPaymentBy] = useState<number>(defaultPaymentBy(project.balance, firstAmount));
  const [card, setCard] = useState<CardValues>(EMPTY_CARD);
  const [delivery, setDelivery] = useState({
    delivery_receiver_name: project.default_delivery?.name ?? '',
    delivery_phone: project.default_delivery?.mobile ?? '',
    delivery_address: project.default_delivery?.address ?? '',
  });
  const [roster, setRoster] = useState({ student_id: '', academic: '', department: '' });
  const [rosterState, setRosterState] = useState<'unknown' | 'valid' | 'invalid' | 'used'>('unknown');
  const [dinner, setDinner] = useState({ vegetable: false, stay_assisted: false, shirt_size: '' });
  const [agreed, setAgreed] = useState<boolean[]>(AGREEMENTS.map(() => false));
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const allAgreed = agreed.every(Boolean);
  const canSubmit = allAgreed && !payment.isPending && (!alumni || rosterState === 'valid');

  const checkRoster = async () => {
    try {
      const answer = await verifyAlumni(project.serial, roster);
      setRosterState(!answer.valid ? 'invalid' : answer.is_used ? 'used' : 'valid');
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.errors);
    }
  };

  const finish = async (answer: CrowdfundingOrderAnswer) => {
    if (answer.payment.status === 'requires_3ds' && answer.payment.redirect_url !== undefined) {
      leaveFor(answer.payment.redirect_url);
      return;
    }
    if (answer.payment.status === 'declined') {
      await showAlert({ title: MESSAGES.genericErrorTitle, text: answer.message });
      return;
    }
    onClose();
    await showAlert({ title: answer.order.status === 'paid' ? answer.message : T.payDeadline, text: answer.order.status === 'paid' ? undefined : answer.message });
    void navigate(answer.redirect ?? crowdfundingInvestmentPath(answer.order.serial));
  };

  const submit = async () => {
    const body: Record<string, unknown> = { password, plan_id: plan.id, period, payment_by: paymentBy, ...delivery };
    if (paymentBy === CROWDFUNDING_PAYMENT_BY.card) body.credit_card = { card_number: card.number, date: cardDateOf(card), code: card.code };
    if (alumni) Object.assign(body, roster, dinner.shirt_size === '' ? { vegetable: dinner.vegetable, stay_assisted: dinner.stay_assisted } : dinner);
    const parsed = crowdfundingOrderSchema.safeParse(body);
    const found: Record<string, string> = parsed.success ? {} : zodIssuesToFieldErrors(parsed.error);
    if (paymentBy === CROWDFUNDING_PAYMENT_BY.card && found['credit_card.date'] === undefined) {
      const expiry = cardExpiryError(cardDateOf(card), project.business_date);
      if (expiry !== null) found['credit_card.date'] = expiry;
    }
    if (alumni && dinner.shirt_size === '') found.shirt_size = `${T.shirtSize}為必填`;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await finish(await payment.mutateAsync({ kind: 'order', serial: project.serial, body }));
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.errors).length > 0) setErrors(error.errors);
      else await showAlert({ title: MESSAGES.genericErrorTitle, text: error instanceof Error ? error.message : undefined });
    }
  };

  const deliveryField = (name: keyof typeof delivery, label: string) => (
    <TextField
      label={label}
      value={delivery[name]}
      onChange={(event) => setDelivery({ ...delivery, [name]: event.target.value })}
      error={errors[name] !== undefined}
      helperText={errors[name]}
    />
  );

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="crowdfunding-order-title">
      <DialogTitle id="crowdfunding-order-title">{alumni ? T.alumniTitle : T.orderTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
            {plan.title}
          </Typography>
          <TextField
            select
            label={T.period}
            value={String(period)}
            onChange={(event) => setPeriod(Number(event.target.value))}
            error={errors.period !== undefined}
            helperText={errors.period}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {plan.rates.map((choice) => (
              <option key={choice.period} value={String(choice.period)}>
                {`${T.periodLabel(choice.period)}｜${T.firstPeriod} ${formatNtd(choice.first_period_amount)}｜${T.laterPeriod} ${formatNtd(choice.later_period_amount)}`}
              </option>
            ))}
          </TextField>

          {alumni && (
            <Stack spacing={2}>
              <TextField label={T.studentId} value={roster.student_id} onChange={(event) => { setRoster({ ...roster, student_id: event.target.value }); setRosterState('unknown'); }} error={errors.student_id !== undefined} helperText={errors.student_id} />
              <TextField label={T.academic} value={roster.academic} onChange={(event) => { setRoster({ ...roster, academic: event.target.value }); setRosterState('unknown'); }} error={errors.academic !== undefined} helperText={errors.academic} />
              <TextField label={T.department} value={roster.department} onChange={(event) => { setRoster({ ...roster, department: event.target.value }); setRosterState('unknown'); }} error={errors.department !== undefined} helperText={errors.department} />
              <Button variant="outlined" onClick={() => void checkRoster()}>
                {T.verify}
              </Button>
              {rosterState === 'valid' && <Alert severity="success">{T.alumniValid}</Alert>}
              {rosterState === 'invalid' && <Alert severity="error">{T.alumniInvalid}</Alert>}
              {rosterState === 'used' && <Alert severity="error">{CROWDFUNDING_TEXTS.alumniUsed}</Alert>}
              <FormControlLabel control={<Checkbox checked={dinner.vegetable} onChange={(event) => setDinner({ ...dinner, vegetable: event.target.checked })} />} label={T.vegetable} />
              <FormControlLabel control={<Checkbox checked={dinner.stay_assisted} onChange={(event) => setDinner({ ...dinner, stay_assisted: event.target.checked })} />} label={T.stayAssisted} />
              <TextField
                select
                label={T.shirtSize}
                value={dinner.shirt_size}
                onChange={(event) => setDinner({ ...dinner, shirt_size: event.target.value })}
                error={errors.shirt_size !== undefined}
                helperText={errors.shirt_size}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                <option value="" />
                {ALUMNI_SHIRT_SIZES.map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
              </TextField>
            </Stack>
          )}

          <Box>
            <Typography variant="subtitle2">{T.paymentBy}</Typography>
            <RadioGroup row value={String(paymentBy)} onChange={(event) => setPaymentBy(Number(event.target.value))}>
              <FormControlLabel value="1" control={<Radio />} label={`${T.payByBalance}（${T.balance} ${formatNtd(project.balance)}）`} />
              <FormControlLabel value="0" control={<Radio />} label={T.payByCard} />
            </RadioGroup>
            {errors.payment_by !== undefined && <Alert severity="error">{errors.payment_by}</Alert>}
            {paymentBy === CROWDFUNDING_PAYMENT_BY.balance && project.virtual_account !== null && (
              <Typography variant="body2" color="text.secondary">{`${T.virtualAccount}：${project.virtual_account_bank_code ?? ''} ${project.virtual_account}`}</Typography>
            )}
          </Box>
          {paymentBy === CROWDFUNDING_PAYMENT_BY.card && <CardFields value={card} onChange={setCard} businessDate={project.business_date} errors={errors} />}
          {errors.credit_card !== undefined && <Alert severity="error">{errors.credit_card}</Alert>}

          <Typography variant="subtitle2">{T.delivery}</Typography>
          {deliveryField('delivery_receiver_name', CROWDFUNDING_TEXTS.receiverName)}
          {deliveryField('delivery_phone', CROWDFUNDING_TEXTS.receiverPhone)}
          {deliveryField('delivery_address', CROWDFUNDING_TEXTS.receiverAddress)}

          <Typography variant="subtitle2">{T.contract}</Typography>
          <ContractPreview serial={project.serial} planId={plan.id} period={period} />
          {AGREEMENTS.map((label, index) => (
            <FormControlLabel
              key={label}
              control={<Checkbox checked={agreed[index] ?? false} onChange={(event) => setAgreed(agreed.map((value, at) => (at === index ? event.target.checked : value)))} />}
              label={label}
            />
          ))}
          {!allAgreed && (
            <Typography variant="body2" color="text.secondary">
              {CROWDFUNDING_TEXTS.agreementsRequired}
            </Typography>
          )}
          <TextField
            type="password"
            label={T.password}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={errors.password !== undefined}
            helperText={errors.password}
            autoComplete="current-password"
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{T.cancel}</Button>
        <Button variant="contained" disabled={!canSubmit} onClick={() => void submit()}>
          {alumni ? T.submitSignUp : T.submit}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
