import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  QUESTIONNAIRE_CREDIT_LINE_LEVELS,
  QUESTIONNAIRE_LEVEL_RATES,
  assessCreditTry,
  creditLine,
  creditTryLevelResult,
} from '@lendbridge/domain';
import type {
  CreditLineLevel,
  CreditLineRequest,
  CreditTryAnswers,
  CreditTryLevelResult,
  QuestionnaireLevel,
  RateRange,
} from '@lendbridge/domain';
import { CreditTryResult } from './credit-try-result.entity.js';

/** A stored result as the API answers it. */
export interface CreditTryResultView {
  id: number;
  answers: CreditTryAnswers;
  level: QuestionnaireLevel;
  rate_range: RateRange;
  credit_line_level: CreditLineLevel;
  line: number;
  created_at: string;
}

function present(result: CreditTryResult): CreditTryResultView {
  return {
    id: result.id,
    answers: result.answers,
    level: result.level,
    rate_range: { ...QUESTIONNAIRE_LEVEL_RATES[result.level] },
    credit_line_level: QUESTIONNAIRE_CREDIT_LINE_LEVELS[result.level],
    line: result.line,
    created_at: result.createdAt.toISOString(),
  };
}

/** The credit-try questionnaire: level and credit-line lookups for anyone, stored results for members. */
@Injectable()
export class CreditTryService {
  constructor(private readonly dataSource: DataSource) {}

  level(answers: CreditTryAnswers): CreditTryLevelResult {
    return creditTryLevelResult(answers);
  }

  line(request: CreditLineRequest): { line: number } {
    return { line: creditLine(request) };
  }

  /** Stores the answers with the level and line computed from them. */
  async save(userId: number, answers: CreditTryAnswers): Promise<CreditTryResultView> {
    const { level, line } = assessCreditTry(answers);
    const repository = this.dataSource.getRepository(CreditTryResult);
    const saved = await repository.save(repository.create({ userId, answers, level, line }));
    // Read back: the row as stored (ids as numbers through the BIGINT parser, the database's created_at).
    return present(await repository.findOneByOrFail({ id: saved.id }));
  }

  async latest(userId: number): Promise<CreditTryResultView | null> {
    const result = await this.dataSource
      .getRepository(CreditTryResult)
      .findOne({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' } });
    return result ? present(result) : null;
  }
}
