import {
  CONSOLE_SHOP_TEXTS as C,
  SHOP_DELIVERY_STATUS_LABELS,
  SHOP_INSTALMENT_STATUS_LABELS,
  SHOP_ORDER_STATUS_LABELS,
  SHOP_PAYMENT_METHOD_LABELS,
  SHOP_TEXTS,
  formatDateTime,
  ntdText,
} from '@lendbridge/domain';
import { Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { ListButton, Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { Details, Missing, Section } from '../../shared/Details';
import { CancelOrderButton } from './CancelOrderButton';
import { DeliveryReportButton } from './DeliveryReportButton';
import type { OrderRecord } from './types';

const at = (value: string | null): string => (value === null ? '' : formatDateTime(value));

const OrderLines = ({ record }: { record: OrderRecord }) => {
  const lines = record.lines ?? [];
  if (lines.length === 0) return <Missing>{record.products}</Missing>;
  return (
    <Table size="small" aria-label={C.lines}>
      <TableHead>
        <TableRow>
          <TableCell>{SHOP_TEXTS.productName}</TableCell>
          <TableCell align="right">{SHOP_TEXTS.price}</TableCell>
          <TableCell align="right">{SHOP_TEXTS.quantity}</TableCell>
          <TableCell align="right">{C.subtotal}</TableCell>
          <TableCell>{SHOP_TEXTS.note}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((line) => (
          <TableRow key={line.product_id}>
            <TableCell>{line.name}</TableCell>
            <TableCell align="right">{ntdText(line.price)}</TableCell>
            <TableCell align="right">{line.quantity}</TableCell>
            <TableCell align="right">{ntdText(line.price * line.quantity)}</TableCell>
            <TableCell>{line.note}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

const OrderInstalments = ({ record }: { record: OrderRecord }) => {
  const instalments = record.instalments ?? [];
  if (instalments.length === 0) return null;
  return (
    <Section title={SHOP_TEXTS.instalments}>
      <Table size="small" aria-label={SHOP_TEXTS.instalments}>
        <TableHead>
          <TableRow>
            <TableCell>{SHOP_TEXTS.instalmentNo}</TableCell>
            <TableCell>{SHOP_TEXTS.dueDate}</TableCell>
            <TableCell align="right">{SHOP_TEXTS.amount}</TableCell>
            <TableCell>{C.status}</TableCell>
            <TableCell>{C.paid_at}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {instalments.map((row) => (
            <TableRow key={row.no}>
              <TableCell>{row.no}</TableCell>
              <TableCell>{row.due_date}</TableCell>
              <TableCell align="right">{ntdText(row.amount)}</TableCell>
              <TableCell>{SHOP_INSTALMENT_STATUS_LABELS[row.status]}</TableCell>
              <TableCell>{at(row.paid_at)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Section>
  );
};

const OrderDetails = () => {
  const record = useRecordContext<OrderRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <>
      <Section
        title={`${SHOP_TEXTS.serial} ${record.serial}`}
        status={
          <Stack direction="row" spacing={1}>
            <Chip size="small" label={SHOP_ORDER_STATUS_LABELS[record.status]} />
            <Chip size="small" color="primary" variant="outlined" label={SHOP_DELIVERY_STATUS_LABELS[record.delivery_status]} />
          </Stack>
        }
        actions={
          <Stack direction="row" spacing={1}>
            <DeliveryReportButton />
            <CancelOrderButton />
          </Stack>
        }
      >
        <Details
          items={[
            { label: C.shop_name, value: record.shop_name },
            { label: C.buyer_email, value: record.buyer_email },
            { label: SHOP_TEXTS.total, value: ntdText(record.total) },
            { label: SHOP_TEXTS.paymentMethod, value: SHOP_PAYMENT_METHOD_LABELS[record.payment_method] },
            { label: SHOP_TEXTS.payDeadline, value: at(record.pay_deadline) },
            { label: C.paid_at, value: at(record.paid_at) },
            { label: C.paid_out, value: translate(record.paid_out ? 'ra.boolean.true' : 'ra.boolean.false') },
            { label: C.created_at, value: at(record.created_at) },
          ]}
        />
      </Section>
      <Section title={C.lines}>
        <OrderLines record={record} />
      </Section>
      <OrderInstalments record={record} />
      <Section title={C.delivery}>
        <Details
          items={[
            { label: SHOP_TEXTS.deliveryStatus, value: SHOP_DELIVERY_STATUS_LABELS[record.delivery_status] },
            { label: SHOP_TEXTS.deliveryDeadline, value: record.delivery_deadline },
            { label: SHOP_TEXTS.carrier, value: record.carrier },
            { label: SHOP_TEXTS.carrierCode, value: record.carrier_code },
            { label: C.delivered_at, value: at(record.delivered_at) },
            { label: C.received_at, value: at(record.received_at) },
            { label: SHOP_TEXTS.receiverName, value: record.receiver_name },
            { label: SHOP_TEXTS.phone, value: record.phone },
            { label: SHOP_TEXTS.email, value: record.email },
            { label: SHOP_TEXTS.address, value: record.address },
            { label: SHOP_TEXTS.contact, value: record.contact },
            { label: SHOP_TEXTS.note, value: record.note },
          ]}
        />
      </Section>
    </>
  );
};

/** One order: its lines, its pay-later instalments, its delivery, and the seller's report and cancellation. */
export const OrderShow = () => (
  <Show actions={<TopToolbar><ListButton /></TopToolbar>}>
    <OrderDetails />
  </Show>
);
