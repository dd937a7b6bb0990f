import { createConfig } from '../scripts/rspack/create-config.mjs';

export default createConfig(import.meta.url, { name: 'shell', app: 'shell', title: 'Sentinel Integrated Facility Services' });
