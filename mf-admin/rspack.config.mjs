import { createConfig } from '../scripts/rspack/create-config.mjs';

export default createConfig(import.meta.url, { name: 'mf_admin', app: 'admin', title: 'Back office — Sentinel IFS' });
