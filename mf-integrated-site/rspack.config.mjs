import { createConfig } from '../scripts/rspack/create-config.mjs';

export default createConfig(import.meta.url, { name: 'mf_integrated_site', app: 'integrated', title: 'Integrated site — Sentinel IFS' });
