import { FIELD_LABELS, MESSAGES, OPTIONS, ROBO_CONSOLE_TEXTS, formatDateTime, optionLabel, type Address, type OptionGroup } from '@lendbridge/domain';
import { Box, Chip, Divider, Stack } from '@mui/material';
import { ListButton, Show, TopToolbar, useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import {
  BANK_STATUS_CHOICES,
  IDENTITY_STATUS_CHOICES,
  NO_BANK_LABEL,
  choiceLabel,
  optionChoices,
  roleLabel,
} from '../../choices';
import { Details, Missing, Section } from '../../shared/Details';
import { StatusChip } from './StatusChip';
import type { MemberDetail } from './types';
import { UploadImage } from '../../shared/UploadImage';
import { RoboVipButton } from './RoboVipButton';
import { VerifyButton } from './VerifyButton';

const MEMBER_TYPE_CHOICES = optionChoices(OPTIONS.member_type);
const INTENT_CHOICES = optionChoices(OPTIONS.intent);

const option = (group: OptionGroup, value: string | null | undefined): string =>
  value ? (optionLabel(group, value) ?? value) : '';

const joinAddress = (address: Address | null | undefined): string =>
  address ? [address.zip_code, address.city, address.district, address.address].filter(Boolean).join(' ') : '';

const AccountSection = ({ record, canFlag }: { record: MemberDetail; canFlag: boolean }) => {
  const translate = useTranslate();
  const label = (field: string) => translate(`resources.members.fields.${field}`);
  return (
    <Section title="帳號">
      <Details
        items={[
          { label: label('id'), value: record.id },
          { label: label('member_serial'), value: record.member_serial },
          { label: label('email'), value: record.email },
          { label: label('mobile'), value: record.mobile },
          { label: label('name'), value: record.name },
          { label: label('member_type'), value: choiceLabel(MEMBER_TYPE_CHOICES, record.member_type) },
          { label: label('intent'), value: choiceLabel(INTENT_CHOICES, record.intent) },
          {
            label: label('roles'),
            value:
              record.roles.length > 0 ? (
                <Stack component="span" direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
                  {record.roles.map((role) => (
                    <Chip key={role} component="span" label={roleLabel(role)} size="small" variant="outlined" />
                  ))}
                </Stack>
              ) : null,
          },
          {
            label: label('questionnaire_done'),
            value: translate(record.questionnaire_done ? 'ra.boolean.true' : 'ra.boolean.false'),
          },
          { label: label('created_at'), value: formatDateTime(record.created_at) },
          {
            label: ROBO_CONSOLE_TEXTS.field,
            value: (
              <Stack component="span" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <span>{translate(record.robo_vip ? 'ra.boolean.true' : 'ra.boolean.false')}</span>
                {canFlag && <RoboVipButton />}
              </Stack>
            ),
          },
        ]}
      />
    </Section>
  );
};

const ProfileSection = ({ record, canVerify }: { record: MemberDetail; canVerify: boolean }) => {
  const { profile, identity_status: status } = record;
  const corporate = record.member_type === 'corporate';
  return (
    <Section
      title="個人資料與身分審核"
      status={<StatusChip status={status} choices={IDENTITY_STATUS_CHOICES} />}
      actions={
        canVerify ? (
          <Stack direction="row" spacing={1}>
            <VerifyButton target="identity" decision="verified" disabled={!profile || status === 'verified'} />
            <VerifyButton target="identity" decision="rejected" disabled={!profile || status === 'rejected'} />
          </Stack>
        ) : null
      }
    >
      {profile ? (
        <Details
          items={[
            {
              label: `${FIELD_LABELS.lastname}${FIELD_LABELS.firstname}`,
              value: `${profile.lastname ?? ''}${profile.firstname ?? ''}`,
            },
            { label: FIELD_LABELS.resident_id, value: profile.resident_id },
            { label: FIELD_LABELS.birthday, value: profile.birthday },
            { label: FIELD_LABELS.gender, value: option('gender', profile.gender) },
            ...(corporate
              ? [
                  { label: FIELD_LABELS.company_name, value: profile.company_name },
                  { label: FIELD_LABELS.tax_id, value: profile.tax_id },
                  { label: FIELD_LABELS.contact_name, value: profile.contact_name },
                ]
              : []),
            { label: FIELD_LABELS.education_level, value: option('education_level', profile.education_level) },
            { label: FIELD_LABELS.marriage_status, value: option('marriage_status', profile.marriage_status) },
            { label: FIELD_LABELS.children_count, value: option('children_count', profile.children_count) },
            { label: FIELD_LABELS.house_type, value: option('house_type', profile.house_type) },
            { label: FIELD_LABELS.registered_address, value: joinAddress(profile.registered_address) },
            { label: FIELD_LABELS.current_address, value: joinAddress(profile.current_address) },
            {
              label: `${FIELD_LABELS.phone_code}／${FIELD_LABELS.phone_number}`,
              value: [profile.phone_code, profile.phone_number].filter(Boolean).join('-'),
            },
            { label: FIELD_LABELS.safe_question_type, value: option('safe_question_type', profile.safe_question_type) },
            { label: FIELD_LABELS.contact_line, value: profile.contact_line },
            { label: FIELD_LABELS.contact_skype, value: profile.contact_skype },
            { label: FIELD_LABELS.review_note, value: profile.identity_review_note },
          ]}
        />
      ) : (
        <Missing>尚未填寫個人資料</Missing>
      )}
    </Section>
  );
};

const BankSection = ({ record, canVerify }: { record: MemberDetail; canVerify: boolean }) => {
  const { bank } = record;
  const proofLabel = bank?.proof_type === 'atm_card' ? FIELD_LABELS.atm_card_image : FIELD_LABELS.bankbook_cover_image;
  return (
    <Section
      title="銀行帳戶審核"
      status={<StatusChip status={bank ? bank.status : 'none'} choices={BANK_STATUS_CHOICES} />}
      actions={
        canVerify ? (
          <Stack direction="row" spacing={1}>
            <VerifyButton target="bank" decision="verified" disabled={!bank || bank.status === 'verified'} />
            <VerifyButton target="bank" decision="rejected" disabled={!bank || bank.status === 'rejected'} />
          </Stack>
        ) : null
      }
    >
      {bank ? (
        <Stack spacing={2}>
          <Details
            items={[
              { label: FIELD_LABELS.bank_code, value: [bank.bank_code, bank.bank_name].filter(Boolean).join(' ') },
              { label: FIELD_LABELS.account, value: bank.account_masked },
              { label: FIELD_LABELS.proof_type, value: option('proof_type', bank.proof_type) },
              { label: FIELD_LABELS.review_note, value: bank.review_note },
            ]}
          />
          {bank.proof_image_id !== undefined ? (
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
              <UploadImage id={bank.proof_image_id} label={proofLabel} />
              <UploadImage id={bank.id_card_front_image_id ?? null} label={FIELD_LABELS.id_card_front_image} />
              <UploadImage id={bank.id_card_back_image_id ?? null} label={FIELD_LABELS.id_card_back_image} />
            </Stack>
          ) : null}
        </Stack>
      ) : (
        <Missing>{NO_BANK_LABEL}</Missing>
      )}
    </Section>
  );
};

const QuestionnaireSection = ({ record }: { record: MemberDetail }) => {
  const { questionnaire } = record;
  return (
    <Section title="風險屬性調查">
      {questionnaire ? (
        <Details
          items={[
            {
              label: FIELD_LABELS.annual_household_income,
              value: option('annual_household_income', questionnaire.annual_household_income),
            },
            {
              label: FIELD_LABELS.total_investment_amount,
              value: option('total_investment_amount', questionnaire.total_investment_amount),
            },
            { label: FIELD_LABELS.risk_appetite, value: option('risk_appetite', questionnaire.risk_appetite) },
            { label: '填寫時間', value: formatDateTime(questionnaire.answered_at) },
          ]}
        />
      ) : (
        <Missing>{MESSAGES.questionnaireIncomplete}</Missing>
      )}
    </Section>
  );
};

const MemberDetails = () => {
  const record = useRecordContext<MemberDetail>();
  const { canAccess: canVerify } = useCanAccess({ resource: 'members', action: 'verify', record });
  if (!record) return null;
  return (
    <Box sx={{ px: 2, pb: 1 }}>
      <AccountSection record={record} canFlag={canVerify === true} />
      <Divider />
      <ProfileSection record={record} canVerify={canVerify === true} />
      <Divider />
      <BankSection record={record} canVerify={canVerify === true} />
      <Divider />
      <QuestionnaireSection record={record} />
    </Box>
  );
};

export const MemberShow = () => (
  <Show
    actions={
      <TopToolbar>
        <ListButton />
      </TopToolbar>
    }
  >
    <MemberDetails />
  </Show>
);
