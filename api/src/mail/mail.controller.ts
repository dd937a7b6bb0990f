import { BadRequestException, Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { OBJECT_ID } from '@site/contracts';
import { MailOutbox } from './mail-outbox.service.js';

@ApiTags('mail')
@ApiBearerAuth()
@Controller('admin/mail')
export class MailController {
  constructor(private readonly outbox: MailOutbox) {}

  /** Whether a submission's notification and confirmation were delivered (admin only, as every route by default). */
  @Get('deliveries/:submissionId')
  async deliveries(@Param('submissionId') id: string) {
    if (!OBJECT_ID.test(id)) throw new BadRequestException('Invalid submission ID');
    return { deliveries: await this.outbox.deliveries(id) };
  }
}
