import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  bookingAnswer,
  bookingInput,
  bookingMoveInput,
  candidateBookingAnswer,
  DRIVE_ROUTES,
  type Language,
  requestLanguage,
  slotFullAnswer,
} from '@site/contracts';
import { SubmissionGuard } from '../common/abuse/submission-guard.js';
import { AuditAs } from '../common/audit.decorators.js';
import { Access } from '../common/auth/access.decorator.js';
import { Accepts, Answers, Summary } from '../common/docs/api-docs.decorators.js';
import { parseOrThrow } from '../common/http/parse.js';
import { requestLanguageNow } from '../common/http/request-language.js';
import { Bookings } from './bookings.service.js';

/** Booking a drive's slot with a proved number (docs/behaviour.md §26): anonymous, behind the forms' defences. */
@ApiTags('drives')
@AuditAs('DriveBookings')
@Controller()
export class BookingsController {
  constructor(
    private readonly bookings: Bookings,
    private readonly guard: SubmissionGuard,
  ) {}

  @Post(DRIVE_ROUTES.book)
  @HttpCode(201)
  @Access('public')
  @Summary(
    'Book a slot of a drive',
    'A name, the number proved by a code (purpose `apply`), the job and the slot; the job’s screening answers as its apply form sends them when the number has not applied to it. Booking again with the same number moves the booking. 409 when the slot is full, with the nearest free slots.',
  )
  @Accepts(bookingInput)
  @Answers(bookingAnswer, 201)
  @Answers(slotFullAnswer, 409, 'The slot is full: the nearest free slots')
  async book(@Param('id') id: string, @Body() body: unknown) {
    let answer: Awaited<ReturnType<Bookings['book']>> | undefined;
    const language = requestLanguageNow();
    await this.guard.submit({ kind: 'driveBooking', body, input: bookingInput, dedupe: false }, async (clean, applicationId) => {
      answer = await this.bookings.book(id, parseOrThrow(bookingInput, clean), applicationId.toHexString(), language);
    });
    // A bot is answered as a success that holds nothing.
    return answer ?? { booking: null, page: '', moved: false };
  }
}

const pageLanguage = (lang: unknown, accept?: string): Language => requestLanguage(lang, accept);

/** The candidate's booking by their private link (docs/behaviour.md §26): read, move, cancel until its slot starts. */
@ApiTags('candidate')
@AuditAs('Candidate')
@Controller()
export class CandidateBookingController {
  constructor(private readonly bookings: Bookings) {}

  @Get(DRIVE_ROUTES.candidateBooking)
  @Access('public')
  @Summary('Read one’s booking', 'The latest booking of the application the link opens, with its pass; null when there is none.')
  @Answers(candidateBookingAnswer)
  async read(@Param('token') token: string, @Query('lang') lang: unknown, @Headers('accept-language') accept?: string) {
    return { booking: await this.bookings.ofToken(token, pageLanguage(lang, accept)) };
  }

  @Post(DRIVE_ROUTES.candidateBooking)
  @HttpCode(200)
  @Access('public')
  @Summary('Move one’s booking', 'To another slot of the same drive (`slot`), until the booked slot starts; 409 when that slot is full.')
  @Accepts(bookingMoveInput)
  @Answers(candidateBookingAnswer)
  async move(@Param('token') token: string, @Body() body: unknown, @Query('lang') lang: unknown, @Headers('accept-language') accept?: string) {
    const { slot } = parseOrThrow(bookingMoveInput, body);
    return { booking: await this.bookings.move(token, slot, pageLanguage(lang, accept)) };
  }

  @Delete(DRIVE_ROUTES.candidateBooking)
  @Access('public')
  @Summary('Cancel one’s booking', 'Until its slot starts: the seat is freed and an SMS confirms it.')
  @Answers(candidateBookingAnswer)
  async cancel(@Param('token') token: string, @Query('lang') lang: unknown, @Headers('accept-language') accept?: string) {
    return { booking: await this.bookings.cancel(token, pageLanguage(lang, accept)) };
  }
}
