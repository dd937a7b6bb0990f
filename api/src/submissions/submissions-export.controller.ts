import { Controller, Get, NotFoundException, Param, Query, Res } from '@nestjs/common';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { csvLine, exportFieldsOf, istDay, LANGUAGE_NAMES, screeningText, SUBMISSION_FIELD_LABELS, SUBMISSION_KEYS, type SubmissionKey } from '@site/contracts';
import { pageRequest } from '../common/resource/list-query.js';
import type { Doc } from '../common/resource/resource.service.js';
import { SubmissionsService } from './submissions.service.js';
import { languageOf } from '../mail/index.js';
import { AuditRead, AuditAs } from '../common/audit.decorators.js';
import { AnswersFile, Summary } from '../common/docs/api-docs.decorators.js';

/** Rows between two flushes of the compressed answer. */
const FLUSH_EVERY = 200;

const cellOf = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/** A column's cell: the screening answers in one line, the language by its English name, a missing status New. */
function cell(doc: Doc, field: string): unknown {
  if (field === 'screening') return screeningText(doc.screening);
  if (field === 'language') return LANGUAGE_NAMES[languageOf(doc)].english;
  return cellOf(doc[field] ?? (field === 'status' ? 'New' : undefined));
}

const filterQuery = (name: string, description: string) => ApiQuery({ name, required: false, description, schema: { type: 'string' } });

@ApiTags('submissions')
@AuditAs('SubmissionsExport')
@Controller('admin/export')
export class SubmissionsExportController {
  constructor(private readonly submissions: SubmissionsService) {}

  /**
   * A CSV of every submission of a type that passes the table's search and filters (q, status, from, to), newest
   * first, written as it is read: the first rows leave at once and memory stays bounded at any size.
   */
  @Get(':key')
  @AuditRead('SubmissionsExport', 'csv', (req) => ({ detail: req.params.key as string }))
  @Summary(
    'Export submissions as CSV',
    `Every submission of one type (${SUBMISSION_KEYS.join(', ')}) that passes the table’s search and filters, newest first.`,
  )
  @filterQuery('q', 'Literal text searched, ignoring case')
  @filterQuery('status', 'Only submissions with this status')
  @filterQuery('from', 'Received on or after this day (YYYY-MM-DD, UTC)')
  @filterQuery('to', 'Received on or before this day (YYYY-MM-DD, UTC)')
  @filterQuery('source', 'Applications only: those a job link with this source (`?src=`) brought')
  @AnswersFile('A CSV file, UTF-8 with a byte-order mark', 'text/csv')
  async csv(@Param('key') key: string, @Query() query: Record<string, unknown>, @Res() res: Response): Promise<void> {
    if (!(SUBMISSION_KEYS as readonly string[]).includes(key)) throw new NotFoundException('There is no such list of submissions');
    const type = key as SubmissionKey;
    const req = pageRequest(this.submissions.service(type).def, { ...query, page: '1' })!; // 400 for a bad filter, before any byte
    const fields = exportFieldsOf(type);
    res.status(200).set({
      'Content-Type': 'text/csv; charset=utf-8',
      // Named by the day in India, as the office reads its calendar.
      'Content-Disposition': `attachment; filename="${type}-${istDay(new Date())}.csv"`,
      'Cache-Control': 'no-store',
    });
    // One listener for the whole export: the compression middleware moves 'drain' listeners onto its zlib stream,
    // where removing them through the response does nothing (a listener per wait would pile up there). A client
    // that goes away wakes the wait too, so the loop ends instead of waiting for ever with the cursor open.
    let wake: (() => void) | undefined;
    const woken = () => wake?.();
    res.on('drain', woken);
    res.once('close', woken);
    let rows = 0;
    const write = async (text: string) => {
      if (!res.write(text) && !res.destroyed) await new Promise<void>((resolve) => (wake = resolve));
      // The compression middleware holds what it is given until it has a block: the first rows leave at once.
      if (rows++ % FLUSH_EVERY === 0) (res as Response & { flush?: () => void }).flush?.();
    };
    // A byte-order mark, so spreadsheet programs read UTF-8.
    await write(`\uFEFF${csvLine(fields.map((f) => SUBMISSION_FIELD_LABELS[f] ?? f))}`);
    for await (const doc of this.submissions.each(type, req)) {
      if (res.destroyed) return;
      await write(csvLine(fields.map((f) => cell(doc as Doc, f))));
    }
    res.end();
  }
}
