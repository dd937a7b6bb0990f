import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { statusTemplateAnswer, statusTemplateInput, statusTemplatesAnswer, templateDraft, templatePreviewAnswer, templatePreviewQuery } from '@site/contracts';
import { z } from 'zod';
import { parseOrThrow } from '../../common/http/parse.js';
import { Accepts, Answers, QueryParams, Summary } from '../../common/docs/api-docs.decorators.js';
import { CandidateMail } from './candidate-mail.service.js';
import { StatusTemplates } from './status-templates.service.js';
import { Area } from '../../common/auth/access.decorator.js';
import { AuditAs } from '../../common/audit.decorators.js';
import type { AdminRequest } from '../../common/auth/requests.js';

/** A preview of the stored template, or of a draft in `lang` (subject and body both given) while it is edited. */
const previewQuery = templatePreviewQuery.extend({
  subject: z.string({ error: 'subject must be text' }).optional(),
  body: z.string({ error: 'body must be text' }).optional(),
});

/** The status e-mails' templates (owners and recruiters, docs/behaviour.md §22), each in English, Hindi and Marathi. */
@ApiTags('hiring')
@Area('hiring')
@AuditAs('Templates')
@Controller('admin/hiring/templates')
export class TemplatesController {
  constructor(
    private readonly templates: StatusTemplates,
    private readonly candidates: CandidateMail,
  ) {}

  @Get()
  @Summary(
    'Read the status e-mail templates',
    'One per status that e-mails the candidate: Shortlisted, Hired, Rejected. Each with its Hindi and Marathi versions (`translations`: values, and the English each was translated from).',
  )
  @Answers(statusTemplatesAnswer)
  async list() {
    return { templates: await this.templates.all() };
  }

  @Post(':status')
  @HttpCode(200)
  @Summary(
    'Save a status e-mail template',
    'Its subject and body, and optionally `translations` (`{ hi: { values: { subject, body }, confirmed: [...] }, mr: … }`; an empty value falls back). A placeholder other than {name}, {jobTitle}, {company} and {interview} is refused in every language. Optionally `sms` per language (`{ mr: { text, dltTemplateId, dltText } }`): an SMS may use only {jobTitle} and {link}, and a text whose fixed words differ from the registered DLT text (`{#var#}` for a variable) is refused.',
  )
  @Accepts(statusTemplateInput)
  @Answers(statusTemplateAnswer)
  async save(@Param('status') status: string, @Body() body: unknown, @Req() req: AdminRequest) {
    const template = await this.templates.save(this.templates.statusOf(status), parseOrThrow(statusTemplateInput, body), req.admin);
    return { message: `${template.status} template saved`, template };
  }

  @Get(':status/preview')
  @Summary(
    'Preview a status e-mail',
    "With a real application's values, in `lang` (else the application's language), from the stored template or from a draft subject and body in that language.",
  )
  @QueryParams(previewQuery as unknown as z.ZodObject)
  @Answers(templatePreviewAnswer)
  preview(@Param('status') status: string, @Query() query: unknown) {
    const { applicationId, lang, subject, body } = parseOrThrow(previewQuery, query);
    if (subject === undefined || body === undefined) return this.candidates.preview(this.templates.statusOf(status), applicationId, lang);
    // A draft is in `lang`, English when none is named.
    const draft = parseOrThrow(templateDraft(lang ?? 'en'), { subject, body });
    return this.candidates.preview(this.templates.statusOf(status), applicationId, lang ?? 'en', draft);
  }
}
