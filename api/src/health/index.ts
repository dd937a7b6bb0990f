// The health room's public surface.
export { HealthModule } from './health.module.js';
