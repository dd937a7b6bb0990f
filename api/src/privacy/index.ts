// The privacy room's public surface.
export { PrivacyModule } from './privacy.module.js';
