// The dashboard room's public surface.
export { DashboardModule } from './dashboard.module.js';
