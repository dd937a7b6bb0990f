import { createConfig } from '../scripts/rspack/create-config.mjs';

export default createConfig(import.meta.url, { name: 'mf_main_site', app: 'main', title: 'Main site — Sentinel IFS' });
