import { ROBO_API_TEXTS } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';

/** The vip product is for members staff flag as vip. */
export const roboNotOpen = (): AppError => new AppError(403, 'ROBO_NOT_OPEN', ROBO_API_TEXTS.notOpen);
