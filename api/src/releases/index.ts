// The releases room's public surface.
export { ReleasesModule } from './releases.module.js';
export { releaseBodies } from './release-bodies.js';
