// Every resource's service by its key, for the generic readers that name an item by its resource (the audit log's
// subjects, content history's restore, the inbox over every submission type, the derived documents' writer reading a
// type's submissions, the demo seed). Each resource module adds its own service when it is built; a room that needs
// one resource imports that resource's module instead.
import { Injectable } from '@nestjs/common';
import type { ResourceKey } from '@site/contracts';
import type { ResourceService } from './resource.service.js';

@Injectable()
export class ResourceRegistry {
  private readonly services = new Map<ResourceKey, ResourceService>();

  add(service: ResourceService) {
    this.services.set(service.def.key, service);
  }

  get(key: ResourceKey): ResourceService {
    const service = this.services.get(key);
    if (!service) throw new Error(`No resource module for ${key} is part of this app`);
    return service;
  }

  has(key: string): key is ResourceKey {
    return this.services.has(key as ResourceKey);
  }

  all(): ResourceService[] {
    return [...this.services.values()];
  }
}
