import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/env.js';
import { ContentCache } from '../common/cache/content-cache.js';
import { ResourceRegistry } from '../common/resource/resource-registry.js';
import { FILE_STORE, type FileStore } from '../common/files/file-store.js';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { type ContentKey, RESOURCES } from '@site/contracts';
import { ContentHistory } from '../content/index.js';
import { buildDemoContent, type SeedImage } from './demo-content.js';
import { demoDocument } from './demo-document.js';

/**
 * Fills an empty database with the demo content once. A marker document records that it ran (and doubles as a
 * lock when several instances start together), so content the admin later deletes does not come back.
 */
@Injectable()
export class SeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Seed');

  constructor(
    // The whole database: the demo seed writes every room's collections (and its own marker).
    @InjectConnection() private readonly connection: Connection,
    @Inject(FILE_STORE) private readonly files: FileStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly cache: ContentCache,
    private readonly resources: ResourceRegistry,
    private readonly history: ContentHistory,
  ) {}

  async onApplicationBootstrap() {
    if (this.config.seed) await this.seed();
  }

  /** Returns the number of documents written (0 when the database was seeded before). */
  async seed(): Promise<number> {
    const marker = this.connection.collection<{ _id: string; at: Date }>('seedstate');
    try {
      await marker.insertOne({ _id: 'demo', at: new Date() });
    } catch {
      return 0; // already seeded, or another instance is seeding right now
    }
    try {
      const content = buildDemoContent();
      let count = 0;
      // Written as the demo content stands, without the resources' hooks (no e-mails for it); each content item's
      // history names the seed as its author.
      for (const { def, model } of this.resources.all()) {
        if (def.rules.cached) await this.cache.changing(def.key);
        for (const raw of content[def.key] ?? []) {
          const { _id, english, images, translations } = demoDocument(def, raw);
          const stored: Record<string, unknown> = {};
          for (const [field, value] of Object.entries(images)) {
            const paths = await Promise.all((Array.isArray(value) ? value : [value]).map((image) => this.store(image)));
            stored[field] = Array.isArray(value) ? paths : paths[0];
          }
          const created = await model.create({ ...(_id ? { _id } : {}), ...english, ...def.createDefaults, ...stored, ...(translations && { translations }) });
          if (RESOURCES[def.key].access === 'content') await this.history.seeded(def.key as ContentKey, created.toObject());
          count += 1;
        }
        if (def.rules.cached) await this.cache.changed(def.key);
      }
      this.logger.log(`Demo content seeded: ${count} documents`);
      return count;
    } catch (err) {
      await marker.deleteOne({ _id: 'demo' });
      throw err;
    }
  }

  private store(image: SeedImage) {
    return this.files.save('public', Buffer.from(image.svg, 'utf8'), 'svg');
  }
}
