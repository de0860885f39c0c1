import { Module } from '@nestjs/common';
import { CARD_GATEWAY } from './card-gateway.js';
import { CardSandboxController } from './card-sandbox.controller.js';
import { SandboxCardGateway } from './sandbox-card-gateway.js';

/** Card payments: the gateway the crowdfunding orders charge (the sandbox, with its 3-D Secure page). */
@Module({
  controllers: [CardSandboxController],
  providers: [SandboxCardGateway, { provide: CARD_GATEWAY, useExisting: SandboxCardGateway }],
  exports: [CARD_GATEWAY],
})
export class CardPaymentsModule {}
