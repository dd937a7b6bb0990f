// The audit room's public surface.
export { AuditModule } from './audit.module.js';
export { AuditLog } from './audit-log.js';
export type { AuditEntry } from './audit-entry.js';
