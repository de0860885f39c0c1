import { Global, Module } from '@nestjs/common';
import { UserStatusService } from './user-status.service.js';

@Global()
@Module({
  providers: [UserStatusService],
  exports: [UserStatusService],
})
export class UsersModule {}
