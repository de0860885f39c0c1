import {
  APPRAISAL_EVENT,
  APPRAISAL_EVENT_LABEL,
  APPRAISAL_FIELD_LABELS,
  CONSOLE_APPRAISAL_TEXTS,
  DOCUMENTS_ADDED_EVENT,
  DOCUMENTS_ADDED_EVENT_LABEL,
  FIELD_LABELS,
  HIDDEN_HISTORY_DATA_KEYS,
  LOAN_APPLICATION_STATUS_LABELS,
  LOAN_APP_TYPE_LABELS,
  LOAN_STATUS_LABELS,
  MARKET_SOURCE_LABELS,
  MARKET_TEXTS,
  PRINCIPAL_REPAYMENT_TYPE_LABELS,
  REVIEW_EXTRAS_EVENT_LABELS,
  formatDateTime,
  isMarketSource,
  type LoanApplicationStatus,
  type LoanStatus,
  type PrincipalRepaymentType,
} from '@lendbridge/domain';
import {
  Box,
  Divider,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link, ListButton, Show, TopToolbar, useCanAccess, useCreatePath, useRecordContext } from 'react-admin';
import { formatPercent } from '../../choices';
import { UploadImage } from '../../shared/UploadImage';
import { ApprovalForm } from './ApprovalForm';
import { Details, Missing, Section } from '../../shared/Details';
import { useFieldLabel } from '../../shared/useFieldLabel';
import { blockItems, fieldLabel, formatValue } from './Details';
import { AppraisalsSection, CollateralsSection, CreditCardsSection, GuarantorSection, extrasShown } from './ExtrasSections';
import { AssignSalesButton, RejectButton, StartReviewButton } from './ReviewActions';
import { ApplicationStatusChip } from './StatusChip';
import type { LoanApplicationDetail, LoanApplicationEvent, LoanSummary } from './types';

/** What each history entry records. */
export const EVENT_LABELS: Record<string, string> = {
  created: '建立申請',
  submitted: '送出申請',
  review_started: '開始審核',
  approved: '核准',
  rejected: '退回',
  sales_assigned: '指派業務',
  rate_confirmed: '借款人確認利率',
  ...REVIEW_EXTRAS_EVENT_LABELS,
  [DOCUMENTS_ADDED_EVENT]: DOCUMENTS_ADDED_EVENT_LABEL,
  [APPRAISAL_EVENT]: APPRAISAL_EVENT_LABEL,
};

/** Event data keys shown under other names than FIELD_LABELS gives them. */
const EVENT_DATA_LABELS: Record<string, string> = {
  appraisal_id: CONSOLE_APPRAISAL_TEXTS.id,
  ten_thousand_value: APPRAISAL_FIELD_LABELS.ten_thousand_value,
  amount: FIELD_LABELS.approval_amount,
  apr: '年利率',
  borrower_fee: '手續費',
  grade: FIELD_LABELS.credit_grade,
  reason: FIELD_LABELS.rejection_reason,
  source: FIELD_LABELS.loan_source,
};

/** A market source by its name, any other text as it is. */
const sourceLabel = (value: unknown): string =>
  isMarketSource(value) ? MARKET_SOURCE_LABELS[value] : String(value);

const APPLICATION_SHOWN_ELSEWHERE = ['serial', 'status', 'app_type', 'tags'];

const statusLabel = (status: string | null): string =>
  status === null ? '' : (LOAN_APPLICATION_STATUS_LABELS[status as LoanApplicationStatus] ?? status);

const eventData = (data: LoanApplicationEvent['data']): string =>
  data
    ? Object.entries(data)
        .filter(([key, value]) => value !== null && !HIDDEN_HISTORY_DATA_KEYS.includes(key))
        .map(
          ([key, value]) =>
            `${EVENT_DATA_LABELS[key] ?? fieldLabel(key)}：${key === 'source' ? sourceLabel(value) : formatValue(key, value)}`,
        )
        .join('，')
    : '';

const SummarySection = ({ record }: { record: LoanApplicationDetail }) => {
  const createPath = useCreatePath();
  const label = useFieldLabel();
  return (
    <Section title="案件" status={<ApplicationStatusChip status={record.status} />}>
      <Details
        items={[
          { label: label('serial'), value: record.serial },
          { label: label('app_type'), value: LOAN_APP_TYPE_LABELS[record.app_type] ?? record.app_type },
          {
            label: label('applicant_name'),
            value: (
              <Link to={createPath({ resource: 'members', type: 'show', id: record.user_id })}>
                會員資料（ID {record.user_id}）
              </Link>
            ),
          },
          { label: label('submitted_at'), value: formatDateTime(record.submitted_at) },
          { label: label('created_at'), value: formatDateTime(record.created_at) },
          { label: label('decision_reason'), value: record.decision_reason },
        ]}
      />
    </Section>
  );
};

const money = new Intl.NumberFormat('zh-TW');

const loanItems = (loan: LoanSummary) => [
  { label: '借款編號', value: loan.serial },
  { label: '借款狀態', value: LOAN_STATUS_LABELS[loan.status as LoanStatus] ?? loan.status },
  { label: FIELD_LABELS.credit_grade, value: loan.grade },
  { label: FIELD_LABELS.approval_amount, value: `NT$ ${new Intl.NumberFormat('zh-TW').format(loan.amount)}` },
  { label: FIELD_LABELS.loan_period, value: `${loan.period} 期` },
  { label: '年利率', value: formatPercent(Number(loan.apr)) },
  { label: FIELD_LABELS.add_rate, value: formatPercent(Number(loan.add_rate)) },
  { label: '應收手續費', value: `NT$ ${new Intl.NumberFormat('zh-TW').format(loan.borrower_fee)}` },
  {
    label: FIELD_LABELS.principal_repayment_type,
    value:
      PRINCIPAL_REPAYMENT_TYPE_LABELS[loan.principal_repayment_type as PrincipalRepaymentType] ??
      loan.principal_repayment_type,
  },
  { label: FIELD_LABELS.loan_source, value: sourceLabel(loan.source) },
  { label: FIELD_LABELS.pgr, value: Number(loan.pgr) > 0 ? formatPercent(Number(loan.pgr)) : MARKET_TEXTS.noProtection },
  { label: FIELD_LABELS.lender_fee, value: formatPercent(Number(loan.lender_fee)) },
  {
    label: FIELD_LABELS.discount_lender_fee,
    value: loan.discount_lender_fee === null ? '' : formatPercent(Number(loan.discount_lender_fee)),
  },
  {
    label: FIELD_LABELS.min_discount_order_amount,
    value: loan.min_discount_order_amount === null ? '' : `NT$ ${money.format(loan.min_discount_order_amount)}`,
  },
];

const DocumentsSection = ({ record }: { record: LoanApplicationDetail }) => {
  const kinds = Object.entries(record.attachments).filter(([, files]) => files.length > 0);
  return (
    <Section title="文件">
      {kinds.length > 0 ? (
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {kinds.flatMap(([kind, files]) =>
            files.map((file, index) => (
              <UploadImage
                key={file.id}
                id={file.id}
                label={files.length > 1 ? `${fieldLabel(kind)} ${index + 1}` : fieldLabel(kind)}
              />
            )),
          )}
        </Stack>
      ) : (
        <Missing>尚未上傳文件</Missing>
      )}
    </Section>
  );
};

const HistorySection = ({ events }: { events: LoanApplicationEvent[] }) => (
  <Section title="審核紀錄">
    <Table size="small" aria-label="審核紀錄">
      <TableHead>
        <TableRow>
          <TableCell>時間</TableCell>
          <TableCell>人員</TableCell>
          <TableCell>動作</TableCell>
          <TableCell>狀態</TableCell>
          <TableCell>內容</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {events.map((event) => (
          <TableRow key={event.id}>
            <TableCell>{formatDateTime(event.created_at)}</TableCell>
            <TableCell>{event.actor_email ?? '系統'}</TableCell>
            <TableCell>{EVENT_LABELS[event.action] ?? event.action}</TableCell>
            <TableCell>
              {event.from_status === event.to_status
                ? statusLabel(event.to_status)
                : [statusLabel(event.from_status), statusLabel(event.to_status)].filter(Boolean).join(' → ')}
            </TableCell>
            <TableCell>{eventData(event.data)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </Section>
);

const isUnderReview = (record: LoanApplicationDetail): boolean => record.status === 'submitted' || record.status === 'reviewing';

/** The admin's review: start it, set the terms and approve, or reject with a reason; the appraisals are weighed here. */
const ReviewSection = ({ record }: { record: LoanApplicationDetail }) => {
  if (!isUnderReview(record)) return null;
  return (
    <>
      <Divider />
      <Section
        title="審核"
        actions={
          <Stack direction="row" spacing={1}>
            {record.status === 'submitted' ? <StartReviewButton /> : null}
            <RejectButton />
          </Stack>
        }
      >
        {(record.appraisals ?? []).length > 0 ? <AppraisalsSection appraisals={record.appraisals} /> : null}
        {record.status === 'reviewing' ? (
          <ApprovalForm key={record.id} />
        ) : (
          <Missing>開始審核後即可設定核貸條件。</Missing>
        )}
      </Section>
    </>
  );
};

/** The list row react-admin shows while the record loads carries none of the detail blocks. */
const isDetail = (record: LoanApplicationDetail): boolean =>
  typeof record.application === 'object' && record.application !== null && Array.isArray(record.events);

const ApplicationDetails = () => {
  const record = useRecordContext<LoanApplicationDetail>();
  const { canAccess: canReview } = useCanAccess({ resource: 'loan-applications', action: 'review', record });
  const { canAccess: canAssign } = useCanAccess({ resource: 'loan-applications', action: 'assign', record });
  if (!record || !isDetail(record)) return null;
  const shown = extrasShown(record);
  return (
    <Box sx={{ px: 2, pb: 1 }}>
      <SummarySection record={record} />
      {canAssign === true ? (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <AssignSalesButton />
        </Box>
      ) : null}
      {canReview === true ? <ReviewSection record={record} /> : null}
      {record.loan ? (
        <>
          <Divider />
          <Section title="借款">
            <Details items={loanItems(record.loan)} />
          </Section>
        </>
      ) : null}
      <Divider />
      <Section title="申請資料">
        <Details items={blockItems(record.application, APPLICATION_SHOWN_ELSEWHERE)} />
      </Section>
      <Divider />
      <Section title="個人資料">
        {record.profile ? <Details items={blockItems(record.profile)} /> : <Missing>尚未填寫</Missing>}
      </Section>
      <Divider />
      {shown.collaterals ? (
        <>
          <CollateralsSection collaterals={record.collaterals} />
          <Divider />
          {canReview === true && isUnderReview(record) ? null : (
            <>
              <AppraisalsSection appraisals={record.appraisals ?? []} />
              <Divider />
            </>
          )}
        </>
      ) : null}
      {shown.creditCards ? (
        <>
          <CreditCardsSection records={record.credit_card_records} />
          <Divider />
        </>
      ) : null}
      {shown.guarantor ? (
        <>
          <GuarantorSection guarantor={record.guarantor} />
          <Divider />
        </>
      ) : null}
      <DocumentsSection record={record} />
      <Divider />
      <HistorySection events={record.events} />
      <Typography variant="caption" color="text.secondary" component="p" sx={{ pb: 1 }}>
        {`ID ${record.id}`}
      </Typography>
    </Box>
  );
};

export const LoanApplicationShow = () => (
  <Show
    actions={
      <TopToolbar>
        <ListButton />
      </TopToolbar>
    }
  >
    <ApplicationDetails />
  </Show>
);
