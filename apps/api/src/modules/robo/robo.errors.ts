import { ROBO_API_TEXTS } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';

/** The vip product is for members staff flag as vip. */
export const roboNotOpen = (): AppError => new AppError(403, 'ROBO_NOT_OPEN', ROBO_API_TEXTS.notOpen);

export const roboAccountNotFound = (): AppError => new AppError(404, 'ROBO_ACCOUNT_NOT_FOUND', ROBO_API_TEXTS.accountNotFound);

export const roboNotSaleable = (): AppError => AppError.field('amount', ROBO_API_TEXTS.notSaleable, 'ROBO_NOT_SALEABLE');

export const roboSaleActive = (): AppError => AppError.conflict('ROBO_SALE_ACTIVE', ROBO_API_TEXTS.saleActive);

export const roboNoSale = (): AppError => new AppError(404, 'ROBO_NO_SALE', ROBO_API_TEXTS.noSale);
