import { ACTIVITY_TEXTS, CAMPAIGN_TEXTS, MESSAGES } from '@lendbridge/domain';
import { AppError } from '../../../common/app-error.js';

/** No campaign of this key and kind (or one switched off). */
export const campaignNotFound = (): AppError => new AppError(404, 'CAMPAIGN_NOT_FOUND', MESSAGES.notFound);

/** Before the campaign's start (活動尚未開始; the page adds 可...可惡... or 敬請期待～). */
export const campaignNotStarted = (): AppError => new AppError(404, 'CAMPAIGN_NOT_STARTED', CAMPAIGN_TEXTS.notStartedTitle);

/** After the campaign's end (這個活動結束了哦; the page adds 哎呀！ and goes home). */
export const campaignEnded = (): AppError => new AppError(404, 'CAMPAIGN_ENDED', CAMPAIGN_TEXTS.ended);

/** A task that is not the member's (or not of this campaign). */
export const missionNotFound = (): AppError => new AppError(404, 'MISSION_NOT_FOUND', ACTIVITY_TEXTS.missionNotYours);

/** A claim before the mission's records are there. */
export const missionNotCompleted = (): AppError => AppError.conflict('MISSION_NOT_COMPLETED', ACTIVITY_TEXTS.missionNotCompleted);

/** The day's draw is taken (今日次數已用完; the page adds 請明天再來～). */
export const drawUsed = (): AppError => AppError.conflict('DRAW_USED', CAMPAIGN_TEXTS.drawUsedTitle);

/** The day's check-in is taken. */
export const checkInSeen = (): AppError => AppError.conflict('CHECK_IN_SEEN', CAMPAIGN_TEXTS.checkInSeen);
