/** An entry of a select or radio list: the value sent to the server and its label. */
export interface Option<V extends string = string> {
  readonly value: V;
  readonly label: string;
}

export const OPTIONS = {
  gender: [
    { value: 'male', label: '男' },
    { value: 'female', label: '女' },
  ],
  education_level: [
    { value: 'junior_high_or_below', label: '國中以下' },
    { value: 'senior_high', label: '高中職' },
    { value: 'associate', label: '專科' },
    { value: 'bachelor', label: '大學' },
    { value: 'master', label: '碩士' },
    { value: 'doctor', label: '博士' },
  ],
  safe_question_type: [
    { value: 'first_pet', label: '您的第一隻寵物叫什麼名字？' },
    { value: 'elementary_school', label: '您就讀的國小校名是什麼？' },
    { value: 'childhood_nickname', label: '您小時候的綽號是什麼？' },
    { value: 'favorite_teacher', label: '您最喜歡的老師叫什麼名字？' },
    { value: 'birth_city', label: '您在哪個城市出生？' },
    { value: 'other', label: '其他（自訂問題）' },
  ],
  marriage_status: [
    { value: 'single', label: '未婚' },
    { value: 'married', label: '已婚' },
    { value: 'divorced', label: '離婚' },
    { value: 'widowed', label: '喪偶' },
  ],
  children_count: [
    { value: '0', label: '無' },
    { value: '1', label: '1 位' },
    { value: '2', label: '2 位' },
    { value: '3+', label: '3 位以上' },
  ],
  house_type: [
    { value: 'own', label: '自有住宅' },
    { value: 'own_mortgage', label: '自有住宅（有房貸）' },
    { value: 'family', label: '家人所有' },
    { value: 'rent', label: '租屋' },
    { value: 'dormitory', label: '宿舍' },
    { value: 'other', label: '其他' },
  ],
  annual_household_income: [
    { value: 'under_50', label: '未滿 50 萬元' },
    { value: '50_100', label: '50 萬元至未滿 100 萬元' },
    { value: '100_200', label: '100 萬元至未滿 200 萬元' },
    { value: '200_500', label: '200 萬元至未滿 500 萬元' },
    { value: '500_over', label: '500 萬元以上' },
  ],
  total_investment_amount: [
    { value: 'under_10', label: '未滿 10 萬元' },
    { value: '10_50', label: '10 萬元至未滿 50 萬元' },
    { value: '50_100', label: '50 萬元至未滿 100 萬元' },
    { value: '100_500', label: '100 萬元至未滿 500 萬元' },
    { value: '500_over', label: '500 萬元以上' },
  ],
  risk_appetite: [
    { value: 'conservative', label: '保守型：以保本為主，只能接受極小的損失' },
    { value: 'moderate', label: '穩健型：可接受小幅波動以換取穩定收益' },
    { value: 'aggressive', label: '積極型：可承受較大損失以追求較高報酬' },
  ],
  member_type: [
    { value: 'person', label: '個人' },
    { value: 'corporate', label: '企業' },
  ],
  intent: [
    { value: 'borrower', label: '我要借款' },
    { value: 'lender', label: '我要投資' },
    { value: 'both', label: '借款與投資' },
  ],
  proof_type: [
    { value: 'bankbook', label: '存摺封面' },
    { value: 'atm_card', label: '金融卡' },
  ],
  review_decision: [
    { value: 'verified', label: '核准' },
    { value: 'rejected', label: '退回' },
  ],
} as const satisfies Record<string, readonly [Option, ...Option[]]>;

export type OptionGroup = keyof typeof OPTIONS;

export type OptionValue<G extends OptionGroup> = (typeof OPTIONS)[G][number]['value'];

export const optionValues = <G extends OptionGroup>(group: G): OptionValue<G>[] =>
  (OPTIONS[group] as readonly Option<OptionValue<G>>[]).map((option) => option.value);

/** The label of an option value, or undefined for a value the group does not hold. */
export const optionLabel = <G extends OptionGroup>(group: G, value: string): string | undefined =>
  (OPTIONS[group] as readonly Option[]).find((option) => option.value === value)?.label;

export const isOptionValue = <G extends OptionGroup>(
  group: G,
  value: unknown,
): value is OptionValue<G> =>
  (OPTIONS[group] as readonly Option[]).some((option) => option.value === value);

export type MemberType = OptionValue<'member_type'>;
export type Intent = OptionValue<'intent'>;
export type ProofType = OptionValue<'proof_type'>;
