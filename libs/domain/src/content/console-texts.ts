import { instantField } from '../campaigns/console-schemas.js';
import {
  CMS_TABS,
  CONTENT_TEXTS,
  HOMEPAGE_ENTRY_CATEGORIES,
  POPUP_SIZES,
  WEEKDAYS,
  chatGreetingInputSchema,
  cmsPostInputSchema,
  faqGroupInputSchema,
  faqItemInputSchema,
  homeStoryInputSchema,
  homepageEntryInputSchema,
  lectureInputSchema,
} from './index.js';
import type { CmsTab, HomepageEntryCategory, PopupSize } from './index.js';

/**
 * The content console (spec 002 section 7): the words of its resources, the forms' schemas and the
 * public address of a content picture.
 */

/** A content picture is served publicly at this path followed by its upload id, while a published row references it. */
export const CONTENT_IMAGES_PATH = '/api/content-images';
/** How long a content picture may be kept by browsers and caches: an upload id never changes its bytes. */
export const CONTENT_IMAGE_MAX_AGE_SECONDS = 31_536_000;

/** The image_url a content row stores for an uploaded picture. */
export const contentImageUrl = (uploadId: string): string => `${CONTENT_IMAGES_PATH}/${uploadId.toLowerCase()}`;

/** The upload id of an image_url that names an uploaded picture (anything under the content-images path), else null. */
export const contentImageIdOf = (imageUrl: string): string | null =>
  imageUrl.startsWith(`${CONTENT_IMAGES_PATH}/`) ? imageUrl.slice(CONTENT_IMAGES_PATH.length + 1) : null;

export const CONSOLE_CONTENT_TEXTS = {
  cmsPosts: 'CMS 文章',
  lectures: '講座',
  homepageEntries: '首頁版位',
  stories: '使用者故事',
  chatGreetings: '客服招呼語',
  faqGroups: '常見問題分類',
  faqItems: '常見問題',
  faqFeedback: '問題意見',
  id: 'ID',
  tab: '分類',
  title: CONTENT_TEXTS.title,
  summary: CONTENT_TEXTS.summary,
  content: CONTENT_TEXTS.content,
  contentHelp: '可使用 HTML（段落、粗體、清單、連結）；儲存時會移除不安全的標籤。',
  image_url: '圖片',
  link: CONTENT_TEXTS.link,
  published_at: '發布時間',
  is_published: '公開',
  speaker: CONTENT_TEXTS.speaker,
  location: CONTENT_TEXTS.location,
  starts_at: '講座時間',
  category: '類型',
  position: '排序',
  popup_size: '彈窗尺寸',
  hide_header: '隱藏頁首',
  hide_footer: '隱藏頁尾',
  pass_lnb_source: '略過 LNB 來源',
  pass_mobile: '手機版不顯示',
  cache: '關閉後暫不顯示',
  cache_days: '暫不顯示天數',
  author: CONTENT_TEXTS.author,
  weekdays: '顯示星期',
  start_time: '開始時間',
  end_time: '結束時間',
  name: CONTENT_TEXTS.name,
  items_count: '問題數',
  group_id: '問題分類',
  group_name: '問題分類',
  question: CONTENT_TEXTS.question,
  answer: CONTENT_TEXTS.answer,
  answerHelp: '可使用 HTML；儲存時會移除不安全的標籤。',
  feedback_count: '意見數',
  average_score: '平均分數',
  item_id: CONTENT_TEXTS.question,
  member_serial: '會員編號',
  score: CONTENT_TEXTS.score,
  feedbackContent: '意見內容',
  created_at: '建立時間',
  updated_at: '更新時間',
  q: '搜尋',
  search: '搜尋標題或內容',
  noImage: '未上傳圖片',
  uploadImage: '上傳圖片（JPG、PNG）',
  removeImage: '移除圖片',
  imageUrlHelp: '上傳圖片，或填寫以 https:// 或 / 開頭的網址',
  noFeedback: '尚無使用者意見',
  imageUnknown: '找不到此圖片，請重新上傳',
  /** What the dashboard says each role does with the content: [admin, sales]. */
  cmsPostsFeature: ['撰寫最新消息、媒體報導與理財專欄文章，上傳文章圖片', '查看 CMS 文章（唯讀）'],
  lecturesFeature: ['新增與修改講座的講者、時間與地點', '查看講座（唯讀）'],
  homepageEntriesFeature: ['管理首頁輪播、彈窗與主視覺的圖片、連結與顯示設定', '查看首頁版位（唯讀）'],
  storiesFeature: ['管理首頁使用者故事的圖片、作者與連結', '查看使用者故事（唯讀）'],
  chatGreetingsFeature: ['設定客服招呼語的顯示星期與時段', '查看客服招呼語（唯讀）'],
  faqGroupsFeature: ['管理常見問題的分類與順序', '查看常見問題分類（唯讀）'],
  faqItemsFeature: ['撰寫常見問題與回答，查看每題的使用者意見與平均分數', '查看常見問題與使用者意見（唯讀）'],
  faqFeedbackFeature: ['查看使用者對常見問題的評分與意見', '查看使用者對常見問題的評分與意見'],
  tabs: CONTENT_TEXTS.tabs,
  categories: { carousel: '輪播', popup: '彈窗', jumbotron: '主視覺' } satisfies Record<HomepageEntryCategory, string>,
  popupSizes: { sm: '小', md: '中', lg: '大' } satisfies Record<PopupSize, string>,
  /** 日一二三四五六: Sunday first, as JavaScript counts weekdays. */
  weekdayNames: ['日', '一', '二', '三', '四', '五', '六'] as const,
} as const;

const C = CONSOLE_CONTENT_TEXTS;

export const CMS_TAB_CHOICES = CMS_TABS.map((tab: CmsTab) => ({ id: tab, name: C.tabs[tab] }));
export const HOMEPAGE_ENTRY_CATEGORY_CHOICES = HOMEPAGE_ENTRY_CATEGORIES.map((category) => ({ id: category, name: C.categories[category] }));
export const POPUP_SIZE_CHOICES = POPUP_SIZES.map((size) => ({ id: size, name: C.popupSizes[size] }));
export const WEEKDAY_CHOICES = WEEKDAYS.map((day) => ({ id: day, name: C.weekdayNames[day] }));

/** The console's forms: the API's schemas, with the date and time typed in Taipei's time. */
export const cmsPostFormSchema = cmsPostInputSchema.extend({ published_at: instantField(C.published_at) });
export const lectureFormSchema = lectureInputSchema.extend({ starts_at: instantField(C.starts_at) });

export const CMS_POST_FORM_FIELDS = Object.keys(cmsPostInputSchema.shape);
export const LECTURE_FORM_FIELDS = Object.keys(lectureInputSchema.shape);
export const HOMEPAGE_ENTRY_FORM_FIELDS = Object.keys(homepageEntryInputSchema.shape);
export const STORY_FORM_FIELDS = Object.keys(homeStoryInputSchema.shape);
export const CHAT_GREETING_FORM_FIELDS = Object.keys(chatGreetingInputSchema.shape);
export const FAQ_GROUP_FORM_FIELDS = Object.keys(faqGroupInputSchema.shape);
export const FAQ_ITEM_FORM_FIELDS = Object.keys(faqItemInputSchema.shape);

/** The weekdays of a greeting as the console shows them: 一、二、三. */
export const weekdaysText = (days: readonly number[]): string =>
  days
    .map((day) => C.weekdayNames[day])
    .filter((name) => name !== undefined)
    .join('、');
