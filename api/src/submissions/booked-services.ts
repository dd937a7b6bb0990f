// What a booking stores of its service: the service's id and English title, whatever the language of the page it
// was booked from, so the office reads one name per service (docs/i18n.md). The visitor's page shows its own.
import { BadRequestException, Inject, Injectable, Module } from '@nestjs/common';
import { LANGUAGES, SERVICE_GONE_MESSAGE } from '@site/contracts';
import type { ResourceService } from '../common/resource/resource.service.js';
import { ContentModule, contentService } from '../content/index.js';

@Injectable()
export class BookedServices {
  constructor(@Inject(contentService('services')) private readonly services: ResourceService) {}

  /**
   * `{ serviceId, service }` of the service booked, read by `serviceId`; one deleted since the page was drawn is
   * refused. Without an id (a page of an older release), the title the visitor saw, in any language, names the
   * service when exactly one has it; otherwise the booking keeps the text it came with.
   */
  async bookingOf(data: { serviceId?: unknown; service?: unknown }): Promise<Record<string, unknown>> {
    if (typeof data.serviceId === 'string') {
      const service = await this.services.peek(data.serviceId, ['title']);
      if (!service) throw new BadRequestException(SERVICE_GONE_MESSAGE);
      return { serviceId: data.serviceId, service: String(service.title) };
    }
    const title = typeof data.service === 'string' ? data.service.trim() : '';
    if (!title) return {};
    const spelled = LANGUAGES.map((language) => (language === 'en' ? { title } : { [`translations.${language}.values.title`]: title }));
    const found = await this.services.model.find({ $or: spelled }).select('title').limit(2).lean().exec();
    return found.length === 1 ? { serviceId: String(found[0]!._id), service: String(found[0]!.title) } : {};
  }
}

@Module({ imports: [ContentModule], providers: [BookedServices], exports: [BookedServices] })
export class BookedServicesModule {}
