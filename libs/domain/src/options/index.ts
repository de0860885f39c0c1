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
  credit_try_annual_income_ten_thousand: [
    { value: 'A', label: '未滿 40 萬元' },
    { value: 'B', label: '40 萬元至未滿 60 萬元' },
    { value: 'C', label: '60 萬元至未滿 80 萬元' },
    { value: 'D', label: '80 萬元至未滿 120 萬元' },
    { value: 'E', label: '120 萬元以上' },
  ],
  credit_try_installment: [
    { value: 'A', label: '沒有' },
    { value: 'B', label: '1 筆' },
    { value: 'C', label: '2 至 3 筆' },
    { value: 'D', label: '4 筆以上' },
  ],
  credit_try_credit_card_payment_status: [
    { value: 'A', label: '每期全額繳清' },
    { value: 'B', label: '偶爾只繳最低應繳金額' },
    { value: 'C', label: '經常只繳最低應繳金額（使用循環信用）' },
    { value: 'D', label: '曾經延遲繳款或未繳' },
    { value: 'E', label: '沒有信用卡' },
  ],
  credit_try_credit_card_maxed_out: [
    { value: 'A', label: '未滿總額度的 30%' },
    { value: 'B', label: '總額度的 30% 至未滿 70%' },
    { value: 'C', label: '總額度的 70% 以上（接近刷滿）' },
    { value: 'D', label: '沒有信用卡' },
  ],
  credit_try_dti: [
    { value: 'A', label: '20% 以下' },
    { value: 'B', label: '超過 20% 至 30%' },
    { value: 'C', label: '超過 30% 至 50%' },
    { value: 'D', label: '超過 50% 至 60%' },
    { value: 'E', label: '超過 60%' },
  ],
  credit_try_normal_repayment: [
    { value: 'A', label: '都按時還款' },
    { value: 'B', label: '曾延遲，但都在 30 天內繳清' },
    { value: 'C', label: '曾延遲超過 30 天' },
    { value: 'D', label: '沒有任何貸款或信用卡' },
  ],
  credit_try_how_long_job: [
    { value: 'A', label: '未滿 6 個月' },
    { value: 'B', label: '6 個月至未滿 1 年' },
    { value: 'C', label: '1 年至未滿 3 年' },
    { value: 'D', label: '3 年以上' },
    { value: 'E', label: '目前沒有工作' },
  ],
  credit_try_job_replace: [
    { value: 'A', label: '沒有換過' },
    { value: 'B', label: '1 次' },
    { value: 'C', label: '2 次' },
    { value: 'D', label: '3 次以上' },
  ],
  loan_app_type: [
    { value: 'credit', label: '信用貸款' },
    { value: 'student', label: '學生貸款' },
    { value: 'sme', label: '中小企業貸款' },
    { value: 'farmer', label: '農民貸款' },
    { value: 'pawn_project', label: '典當專案' },
    { value: 'realty', label: '不動產擔保貸款' },
    { value: 'corporate', label: '企業貸款' },
    { value: 'guarantor', label: '保證人申請' },
    { value: 'other', label: '其他貸款' },
    { value: 'ntu', label: '台大校友專案' },
  ],
  loan_application_status: [
    { value: 'prepare', label: '填寫中' },
    { value: 'submitted', label: '已送出' },
    { value: 'reviewing', label: '審核中' },
    { value: 'approved', label: '已核准' },
    { value: 'rejected', label: '未核准' },
  ],
  loan_status: [
    { value: 'rate_confirming', label: '待確認利率' },
    { value: 'matching', label: '媒合中' },
    { value: 'funded', label: '已滿標' },
    { value: 'cancelled', label: '已下架' },
    { value: 'expired', label: '已流標' },
    { value: 'repaying', label: '還款中' },
    { value: 'overdue', label: '逾期中' },
    { value: 'legal_collection', label: '法律催收中' },
    { value: 'finished', label: '已結清' },
    { value: 'cleared', label: '已提前清償' },
  ],
  principal_repayment_type: [
    { value: 'equal_installment', label: '本息平均攤還' },
    { value: 'equal_principal', label: '本金平均攤還' },
  ],
  loan_purpose_group: [
    { value: 'personal', label: '個人消費' },
    { value: 'study', label: '學業進修' },
    { value: 'debt', label: '債務整合' },
    { value: 'business', label: '創業與營運' },
    { value: 'other', label: '其他用途' },
  ],
  loan_purpose: [
    { value: 'wedding', label: '結婚' },
    { value: 'travel', label: '旅遊' },
    { value: 'medical', label: '醫療' },
    { value: 'home_improvement', label: '房屋裝修' },
    { value: 'vehicle', label: '購買汽機車' },
    { value: 'consumer_goods', label: '購買家電或 3C 產品' },
    { value: 'family', label: '家庭支出' },
    { value: 'tuition', label: '學雜費' },
    { value: 'living_expenses', label: '生活費' },
    { value: 'further_study', label: '進修或證照' },
    { value: 'study_abroad', label: '出國留學' },
    { value: 'debt_consolidation', label: '債務整合' },
    { value: 'credit_card_debt', label: '償還信用卡' },
    { value: 'loan_refinance', label: '轉貸' },
    { value: 'startup', label: '創業' },
    { value: 'working_capital', label: '營運周轉' },
    { value: 'equipment', label: '購置設備' },
    { value: 'agriculture', label: '農業生產' },
    { value: 'emergency', label: '緊急預備金' },
    { value: 'guarantor', label: '擔任保證人' },
    { value: 'other', label: '其他' },
  ],
  receipt_processing: [
    { value: 'return', label: '寄回' },
    { value: 'donate', label: '捐贈' },
  ],
  jcic_return: [
    { value: 'upload', label: '自行上傳聯徵報告' },
    { value: 'mail', label: '郵寄紙本聯徵報告' },
  ],
  gpa_point_method: [
    { value: 'grade', label: 'GPA 等第制' },
    { value: 'range', label: '百分制' },
  ],
  school_grade: [
    { value: 'year_1', label: '大一' },
    { value: 'year_2', label: '大二' },
    { value: 'year_3', label: '大三' },
    { value: 'year_4', label: '大四' },
    { value: 'year_5_plus', label: '大五以上' },
    { value: 'master', label: '碩士班' },
    { value: 'doctor', label: '博士班' },
    { value: 'graduated', label: '已畢業' },
  ],
  company_salary_pay_way: [
    { value: 'transfer', label: '薪資轉帳' },
    { value: 'cash', label: '現金' },
    { value: 'mixed', label: '部分轉帳、部分現金' },
  ],
  company_seniority: [
    { value: 'under_3_months', label: '未滿 3 個月' },
    { value: '3_to_6_months', label: '3 個月以上未滿 6 個月' },
    { value: '6_to_12_months', label: '6 個月以上未滿 1 年' },
    { value: '1_to_2_years', label: '1 年以上未滿 2 年' },
    { value: '2_to_3_years', label: '2 年以上未滿 3 年' },
    { value: '3_to_5_years', label: '3 年以上未滿 5 年' },
    { value: '5_to_10_years', label: '5 年以上未滿 10 年' },
    { value: 'over_10_years', label: '10 年以上' },
  ],
  contact_relationship: [
    { value: 'parent', label: '父母' },
    { value: 'spouse', label: '配偶' },
    { value: 'sibling', label: '兄弟姊妹' },
    { value: 'child', label: '子女' },
    { value: 'relative', label: '其他親屬' },
    { value: 'friend', label: '朋友' },
    { value: 'colleague', label: '同事' },
    { value: 'classmate', label: '同學' },
    { value: 'other', label: '其他' },
  ],
  available_time: [
    { value: 'morning', label: '上午 09:00–12:00' },
    { value: 'afternoon', label: '下午 13:00–18:00' },
    { value: 'evening', label: '晚上 18:00–21:00' },
    { value: 'anytime', label: '皆可' },
  ],
  value_date_type: [
    { value: 'on_date', label: '指定日期撥款' },
    { value: 'before_date', label: '希望於此日期前撥款' },
  ],
  extend_type: [
    { value: 'this_period', label: '本期繳款日展延' },
    { value: 'remaining_periods', label: '剩餘各期繳款日展延' },
  ],
  pawn_collateral_type: [
    { value: 'watch', label: '名錶' },
    { value: 'bag', label: '名牌包' },
    { value: 'jewelry', label: '珠寶' },
    { value: 'motorcycle', label: '機車' },
    { value: 'car', label: '汽車' },
    { value: 'gold', label: '黃金' },
    { value: 'house', label: '房屋' },
  ],
  collateral_category: [
    { value: 'boutique', label: '精品' },
    { value: 'vehicle', label: '車輛' },
    { value: 'gold', label: '黃金' },
    { value: 'house', label: '房屋' },
  ],
  realty_house_type: [
    { value: 'apartment', label: '公寓' },
    { value: 'elevator_building', label: '電梯大樓' },
    { value: 'townhouse', label: '透天厝' },
    { value: 'suite', label: '套房' },
    { value: 'store', label: '店面' },
    { value: 'office', label: '辦公室' },
    { value: 'factory', label: '廠房' },
    { value: 'land', label: '土地' },
  ],
  id_card_apply_reason: [
    { value: '1', label: '初發' },
    { value: '2', label: '補發' },
    { value: '3', label: '換發' },
  ],
  id_card_issue_site: [
    { value: '63000', label: '北市' },
    { value: '65000', label: '新北市' },
    { value: '68000', label: '桃市' },
    { value: '66000', label: '中市' },
    { value: '67000', label: '南市' },
    { value: '64000', label: '高市' },
    { value: '10001', label: '北縣' },
    { value: '10002', label: '宜縣' },
    { value: '10003', label: '桃縣' },
    { value: '10004', label: '竹縣' },
    { value: '10005', label: '苗縣' },
    { value: '10006', label: '中縣' },
    { value: '10007', label: '彰縣' },
    { value: '10008', label: '投縣' },
    { value: '10009', label: '雲縣' },
    { value: '10010', label: '嘉縣' },
    { value: '10011', label: '南縣' },
    { value: '10012', label: '高縣' },
    { value: '10013', label: '屏縣' },
    { value: '10014', label: '東縣' },
    { value: '10015', label: '花縣' },
    { value: '10016', label: '澎縣' },
    { value: '10017', label: '基市' },
    { value: '10018', label: '竹市' },
    { value: '10020', label: '嘉市' },
    { value: '09007', label: '連江' },
    { value: '09020', label: '金門' },
  ],
  loan_application_agreement: [
    { value: 'agree_application_terms', label: '我已詳閱並同意借款申請約定事項' },
    { value: 'agree_personal_data', label: '我已詳閱並同意個人資料蒐集、處理及利用告知事項' },
    { value: 'agree_blacklist_policy', label: '我已詳閱並同意黑名單政策' },
  ],
  loan_treaty: [
    { value: 'loan_contract', label: '借款契約' },
    { value: 'promissory_note', label: '本票' },
    { value: 'debit_authorization', label: '授權扣款約定書' },
    { value: 'personal_data_notice', label: '個人資料蒐集、處理及利用告知事項' },
    { value: 'platform_service_terms', label: '平台服務條款' },
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
