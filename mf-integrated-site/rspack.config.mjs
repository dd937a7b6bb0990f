import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { portsFromEnv } from '../scripts/app-config.mjs';
import { createConfig } from '../scripts/rspack/create-config.mjs';

export default createConfig({
  dir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'mf_integrated_site',
  port: portsFromEnv().integrated,
  exposes: { './Routes': './src/app/routes.tsx' },
  title: 'Integrated site — Sentinel IFS',
});
