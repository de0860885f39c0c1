import { Controller, Delete, Get, HttpCode, Param, Post, Put, Res } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { cartAddSchema, cartUpdateSchema } from '@lendbridge/domain';
import type { CartAddInput, CartUpdateInput } from '@lendbridge/domain';
import type { AuthUser } from '../../common/auth-user.js';
import { CurrentUser, RequireMemberLevel } from '../../common/decorators.js';
import { ValidBody } from '../../common/zod.pipe.js';
import { CartService, parseCartItemId } from './cart.service.js';

/**
 * The member's cart (spec 7). Adding to the cart needs the completed risk questionnaire, so
 * every route does: visitors 401, each lower ladder level 403 with its own message.
 */
@ApiTags('cart')
@Controller('v1/carts')
@RequireMemberLevel('questionnaire')
export class CartController {
  constructor(private readonly cart: CartService) {}

  @Get()
  @ApiOperation({
    summary:
      'My cart: {data: [{id, count, loan_serial, amount, loan_commodity_set_id, credit_level, min_discount_order_amount, ' +
      'amount_investable, can_invest, loan: {loan_application_type, apr, period, pgr, principal_repayment_type, lender_fee, ' +
      'discount_lender_fee}}], meta: {warnings}}',
  })
  list(@CurrentUser() user: AuthUser) {
    return this.cart.list(user.id);
  }

  @Get('summary')
  @ApiOperation({
    summary: 'What the cart could be ordered for now: {data: {average_apr, total_amount, total_return_amount, expected_rate_of_return, expected_profit}}',
  })
  async summary(@CurrentUser() user: AuthUser) {
    return { data: await this.cart.summary(user.id) };
  }

  @Post()
  @ApiOperation({
    summary: 'Add a loan {count?, loan_serial, amount, loan_commodity_set_id?}: 201 {data: item}; the same loan again replaces it: 200',
  })
  async add(
    @CurrentUser() user: AuthUser,
    @ValidBody(cartAddSchema) input: CartAddInput,
    @Res({ passthrough: true }) response: Response,
  ) {
    const { item, created } = await this.cart.add(user.id, input);
    response.status(created ? 201 : 200);
    return { data: item };
  }

  @Post('clear')
  @HttpCode(200)
  @ApiOperation({ summary: 'Empty my cart: {data: {deleted}}' })
  async clear(@CurrentUser() user: AuthUser) {
    return { data: await this.cart.clear(user.id) };
  }

  @Put(':id')
  @ApiParam({ name: 'id', description: 'Cart item id' })
  @ApiOperation({ summary: 'Change the amount of one of my items {amount}: {data: item}; not mine: 404' })
  async update(@CurrentUser() user: AuthUser, @Param('id') id: string, @ValidBody(cartUpdateSchema) input: CartUpdateInput) {
    return { data: await this.cart.update(user.id, parseCartItemId(id), input.amount) };
  }

  @Delete(':id')
  @ApiParam({ name: 'id', description: 'Cart item id' })
  @ApiOperation({ summary: 'Remove one of my items: {data: {id}}; not mine: 404' })
  async remove(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return { data: await this.cart.remove(user.id, parseCartItemId(id)) };
  }
}
