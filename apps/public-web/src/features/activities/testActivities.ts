import type { ActivityOverviewAnswer, ActivityTask } from '@lendbridge/domain';

export const KEY = 'new-year-2020';
export const BASE = `/api/activities/${KEY}`;

export const OVERVIEW: ActivityOverviewAnswer = {
  all_mission_count: 2,
  ticket_count: 1,
  missions: [
    { id: 11, key: 'invest', message: '投資任一案件\n投資後回來領取抽獎卷' },
    { id: 12, key: 'credit', message: '完成信用試算\n試算後回來領取抽獎卷' },
  ],
};

export const taskOf = (overrides: Partial<ActivityTask> = {}): ActivityTask => ({
  id: 11,
  key: 'invest',
  message: '投資任一案件\n投資後回來領取抽獎卷',
  rule: 'invest',
  target_path: '/market-place',
  tickets: 2,
  started_at: null,
  completed_at: null,
  claimed_at: null,
  ...overrides,
});

/** A 404 of a campaign that is not live. */
export const notLive = (code: 'CAMPAIGN_ENDED' | 'CAMPAIGN_NOT_STARTED', message: string) => ({
  status: 404,
  body: { statusCode: 404, code, message },
});
