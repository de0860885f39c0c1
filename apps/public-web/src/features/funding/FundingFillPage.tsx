import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FUNDING_PAYMENT_METHOD_LABELS, FUNDING_TEXTS, formatNtd, fundingAmountNumber, fundingOrderFailure } from '@lendbridge/domain';
import { ApiError, isAbortError } from '../../app/api';
import { ladderStepForError } from '../../app/ladder';
import { useErrorHandler } from '../../app/useErrorHandler';
import { useUserStatus } from '../../app/session';
import { useAlert } from '../../shared/AlertDialog';
import { PageLoading } from '../../shared/PageLoading';
import { useMoneyMutation } from '../../shared/useMoneyMutation';
import { isContractRemembered, rememberContract } from './contractMemory';
import { FUNDING_PATHS, fundingQueries, placeFundingOrder } from './funding.api';
import { FundingProgress } from './FundingProgress';

/**
 * /funding/market-place/project/{serial}/place-order?amount=: the fill page (spec 3, 8): how the
 * amount will be paid, the project's progress and days left, and the order. A fill that cannot
 * be read answers 讀取失敗 / 請重新操作 and goes to the error page; a refused order answers
 * 目前無法下單 with the reason for the project's loan, or 請您稍後再嘗試.
 */
export function FundingFillPage({ serial }: { serial: string }) {
  const [params] = useSearchParams();
  const amount = fundingAmountNumber(params.get('amount')) ?? 0;
  const navigate = useNavigate();
  const { status } = useUserStatus();
  const { showAlert } = useAlert();
  const handleError = useErrorHandler();
  const fill = useQuery(fundingQueries.fill(serial, amount));
  const [accepted, setAccepted] = useState(false);
  const { mutateAsync: place, isPending } = useMoneyMutation({ mutationFn: placeFundingOrder, invalidates: [fundingQueries.root] });

  useEffect(() => {
    if (!fill.isError || isAbortError(fill.error)) return;
    if (ladderStepForError(fill.error) !== null) {
      handleError(fill.error);
      return;
    }
    void showAlert({ title: FUNDING_TEXTS.fillFailed, text: FUNDING_TEXTS.fillRetry }).then(() => navigate(FUNDING_PATHS.error, { replace: true }));
  }, [fill.isError, fill.error, handleError, navigate, showAlert]);

  useEffect(() => {
    if (fill.data) setAccepted(isContractRemembered(fill.data.loan.serial, status.memberSerial, fill.data.loan.updated_at));
  }, [fill.data, status.memberSerial]);

  if (!fill.data) return <PageLoading />;
  const { order, project, loan } = fill.data;

  const submit = async () => {
    if (!accepted) {
      void showAlert({ title: FUNDING_TEXTS.contractMissing });
      return;
    }
    rememberContract(loan.serial, status.memberSerial, loan.updated_at);
    try {
      const answer = await place({ loanSerial: loan.serial, amount: order.amount, updatedAt: loan.updated_at });
      navigate(FUNDING_PATHS.complete(answer.order.serial));
    } catch (error) {
      if (ladderStepForError(error) !== null) {
        handleError(error);
        return;
      }
      const detail = error instanceof ApiError ? (error.errors[`assignData.${loan.serial}`] ?? (error.status < 500 ? error.message : null)) : null;
      void showAlert({ title: FUNDING_TEXTS.orderFailed, text: fundingOrderFailure(detail) });
    }
  };

  return (
    <Container maxWidth="sm" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {FUNDING_TEXTS.fillTitle}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {project.title}
          </Typography>
          <FundingProgress raised={project.target_amount} goal={project.expected_amount} percent={project.precent} daysLeft={project.days_left} />
          <Typography>
            {FUNDING_TEXTS.amount}：{formatNtd(order.amount)}
          </Typography>
          <Typography>
            {FUNDING_TEXTS.paymentMethod}：{FUNDING_PAYMENT_METHOD_LABELS[order.payment_method]}
          </Typography>
          {order.payment_method === 'kgi_web_atm' && <Typography color="text.secondary">{FUNDING_TEXTS.depositBy}</Typography>}
          <FormControlLabel
            control={<Checkbox checked={accepted} onChange={(event) => setAccepted(event.target.checked)} />}
            label={`${FUNDING_TEXTS.contractAccept}（${loan.serial} ${FUNDING_TEXTS.contractLink}）`}
          />
          <Button variant="contained" disabled={isPending} onClick={() => void submit()}>
            {isPending ? FUNDING_TEXTS.placing : FUNDING_TEXTS.placeOrder}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
