// The health room's public surface.
export { HealthModule } from './health.module.js';
export { stopOnSignals } from './graceful-stop.js';
