// The seed room's public surface.
export { SeedModule } from './seed.module.js';
