import { Module } from '@nestjs/common';
import type { Env } from '../../config/env.js';
import { ENV } from '../../config/config.module.js';
import { CARD_GATEWAY } from './card-gateway.js';
import type { CardGateway } from './card-gateway.js';
import { CardSandboxController } from './card-sandbox.controller.js';
import { SandboxCardGateway } from './sandbox-card-gateway.js';

/** The card gateways by the CARD_GATEWAY setting's value; an acquirer's adapter is another entry. */
const GATEWAYS: Readonly<Record<Env['CARD_GATEWAY'], (sandbox: SandboxCardGateway) => CardGateway>> = {
  sandbox: (sandbox) => sandbox,
};

/** Card payments: the gateway the crowdfunding orders charge, chosen by CARD_GATEWAY (the sandbox, with its 3-D Secure page). */
@Module({
  controllers: [CardSandboxController],
  providers: [
    SandboxCardGateway,
    { provide: CARD_GATEWAY, inject: [ENV, SandboxCardGateway], useFactory: (env: Env, sandbox: SandboxCardGateway) => GATEWAYS[env.CARD_GATEWAY](sandbox) },
  ],
  exports: [CARD_GATEWAY],
})
export class CardPaymentsModule {}
