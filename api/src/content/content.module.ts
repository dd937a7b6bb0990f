import { Module } from '@nestjs/common';
import { CONTENT_KEYS } from '@site/contracts';
import { createResourceModule } from '../common/resource/create-resource-module.js';
import { CONTENT_RESOURCES } from './content-resources.js';
import { ContentHistoryModule } from './history/content-history.module.js';
import { PrivacyNotices } from './privacy-notice/privacy-notices.js';

const RESOURCE_MODULES = CONTENT_KEYS.map((key) => createResourceModule(CONTENT_RESOURCES[key]));

/** The content room: every content resource, with its cache and history, and the version of the privacy notice in force; other rooms read a resource through its service. */
@Module({ imports: [ContentHistoryModule, ...RESOURCE_MODULES], providers: [PrivacyNotices], exports: [...RESOURCE_MODULES, PrivacyNotices] })
export class ContentModule {}
