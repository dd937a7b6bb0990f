import { BadRequestException, Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { deliveriesAnswer, OBJECT_ID } from '@site/contracts';
import { Answers, Summary } from '../common/docs/api-docs.decorators.js';
import { MailOutbox } from './mail-outbox.service.js';
import { AuditAs } from '../common/audit.decorators.js';

@ApiTags('mail')
@AuditAs('Mail')
@Controller('admin/mail')
export class MailController {
  constructor(private readonly outbox: MailOutbox) {}

  /** Whether a submission's notification and confirmation were delivered (admin only, as every route by default). */
  @Get('deliveries/:submissionId')
  @Summary('Read the e-mails of a submission', 'Whether its notification and its confirmation were delivered.')
  @Answers(deliveriesAnswer)
  async deliveries(@Param('submissionId') id: string) {
    if (!OBJECT_ID.test(id)) throw new BadRequestException('Invalid submission ID');
    return { deliveries: await this.outbox.deliveries(id) };
  }
}
