import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import {
  CROWDFUNDING_PAGE_TEXTS as T,
  CROWDFUNDING_TEXTS,
  MESSAGES,
  crowdfundingDeliveryAddressSchema,
  formatNtd,
  lenderInvestmentsPath,
  zodIssuesToFieldErrors,
} from '@lendbridge/domain';
import type { CrowdfundingInvestmentAnswer } from '@lendbridge/domain';
import { ApiError } from '../../app/api';
import { useAlert } from '../../shared/AlertDialog';
import { FactsPanel } from '../../shared/FactsPanel';
import { RecordPage } from '../../shared/RecordPage';
import { loadStateOf, useReportedQuery } from '../../shared/useReportedQuery';
import { formatDateTime } from '../market/format';
import { crowdfundingQueries, markDeliveryReceived, updateDeliveryAddress } from './crowdfunding.api';
import { useCrowdfundingPayment } from './useCrowdfundingPayment';

function AddressForm({ investment, onSaved }: { investment: CrowdfundingInvestmentAnswer; onSaved: () => void }) {
  const { showAlert } = useAlert();
  const [values, setValues] = useState({
    delivery_receiver_name: investment.delivery.name,
    delivery_phone: investment.delivery.phone,
    delivery_address: investment.delivery.address,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = async () => {
    const parsed = crowdfundingDeliveryAddressSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(zodIssuesToFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    try {
      const answer = await updateDeliveryAddress(investment.serial, parsed.data);
      await showAlert({ title: answer.message });
      onSaved();
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.errors).length > 0) setErrors(error.errors);
      else await showAlert({ title: MESSAGES.genericErrorTitle, text: error instanceof Error ? error.message : undefined });
    }
  };
  const field = (name: keyof typeof values, label: string) => (
    <TextField label={label} value={values[name]} onChange={(event) => setValues({ ...values, [name]: event.target.value })} error={errors[name] !== undefined} helperText={errors[name]} />
  );
  return (
    <Stack spacing={2} component="section" aria-label={T.changeAddress}>
      <Typography variant="h6" component="h2">
        {T.changeAddress}
      </Typography>
      {field('delivery_receiver_name', CROWDFUNDING_TEXTS.receiverName)}
      {field('delivery_phone', CROWDFUNDING_TEXTS.receiverPhone)}
      {field('delivery_address', CROWDFUNDING_TEXTS.receiverAddress)}
      <Button variant="outlined" onClick={() => void save()} sx={{ alignSelf: 'flex-start' }}>
        {T.save}
      </Button>
    </Stack>
  );
}

function InvestmentView({ investment, page, onPage }: { investment: CrowdfundingInvestmentAnswer; page: number; onPage: (page: number) => void }) {
  const { showAlert } = useAlert();
  const queryClient = useQueryClient();
  const payment = useCrowdfundingPayment();
  const reload = () => void queryClient.invalidateQueries({ queryKey: crowdfundingQueries.all });
  const received = async (deliveryId: number) => {
    try {
      await showAlert({ title: (await markDeliveryReceived(investment.serial, deliveryId)).message });
    } catch (error) {
      await showAlert({ title: MESSAGES.genericErrorTitle, text: error instanceof Error ? error.message : undefined });
    }
    reload();
  };
  const pay = async () => {
    try {
      const answer = await payment.mutateAsync({ kind: 'pay', serial: investment.serial });
      await showAlert({ title: answer.message });
    } catch (error) {
      await showAlert({ title: MESSAGES.genericErrorTitle, text: error instanceof Error ? error.message : undefined });
    }
  };
  const pages = investment.repayments.meta.pagination.total_pages;
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {T.investmentTitle(investment.serial)}
        </Typography>
        <Chip label={investment.status_label} size="small" />
      </Stack>
      {investment.status === 'pending_transfer' && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" variant="outlined" size="small" onClick={() => void pay()} disabled={payment.isPending}>
              {T.payNow}
            </Button>
          }
        >
          {`${T.payDeadline} ${formatDateTime(investment.pay_deadline)}`}
        </Alert>
      )}
      <FactsPanel
        label={investment.project_title}
        heading
        rows={[
          [T.plan, investment.plan_title],
          [T.period, T.periodLabel(investment.period)],
          [T.firstPeriod, formatNtd(investment.first_period_amount)],
          [T.laterPeriod, formatNtd(investment.later_period_amount)],
          [T.delivery, `${investment.delivery.name} ${investment.delivery.phone} ${investment.delivery.address}`],
        ]}
      />
      <Stack spacing={1} component="section" aria-label={T.repayments}>
        <Typography variant="h6" component="h2">
          {T.repayments}
        </Typography>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{T.periodNo}</TableCell>
              <TableCell>{T.dueDate}</TableCell>
              <TableCell align="right">{T.amount}</TableCell>
              <TableCell>{T.status}</TableCell>
              <TableCell>{T.paidAt}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {investment.repayments.data.map((row) => (
              <TableRow key={row.period_no}>
                <TableCell>{row.period_no}</TableCell>
                <TableCell>{row.due_date}</TableCell>
                <TableCell align="right">{formatNtd(row.amount)}</TableCell>
                <TableCell>{row.status_label}</TableCell>
                <TableCell>{formatDateTime(row.paid_at)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {pages > 1 && <Pagination count={pages} page={page} onChange={(_event, next) => onPage(next)} />}
      </Stack>
      <Stack spacing={1} component="section" aria-label={T.deliveries}>
        <Typography variant="h6" component="h2">
          {T.deliveries}
        </Typography>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{T.periodNo}</TableCell>
              <TableCell>{T.deadline}</TableCell>
              <TableCell>{T.carrier}</TableCell>
              <TableCell>{T.deliveryId}</TableCell>
              <TableCell>{T.status}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {investment.deliveries.map((row) => (
              <TableRow key={row.id}>
                <TableCell>{row.period_no}</TableCell>
                <TableCell>{row.deadline}</TableCell>
                <TableCell>{row.carrier_code ?? '—'}</TableCell>
                <TableCell>{row.delivery_id ?? '—'}</TableCell>
                <TableCell>{row.status_label}</TableCell>
                <TableCell>
                  {row.status === 'shipped' && (
                    <Button size="small" variant="outlined" onClick={() => void received(row.id)}>
                      {T.markReceived}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Stack>
      {investment.can_change_address && <AddressForm investment={investment} onSaved={reload} />}
    </Stack>
  );
}

/** /account/lender/crowdfunding/:serial: the backer's crowdfunding investment — its schedule, 12 a page, and its deliveries. */
export function CrowdfundingInvestmentPage() {
  const { serial = '' } = useParams();
  const [page, setPage] = useState(1);
  const read = useReportedQuery(crowdfundingQueries.investment(serial, page), { missingOn404: true });
  return (
    <RecordPage load={loadStateOf(read)} reload={() => void read.refetch()} back={{ to: lenderInvestmentsPath('all'), label: T.backToInvestments }}>
      {(investment) => <InvestmentView investment={investment} page={page} onPage={setPage} />}
    </RecordPage>
  );
}
