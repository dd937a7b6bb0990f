// Child process of the pages benchmark: the whole site (perf-site.mjs), so the load generator does not share its
// process. Sends its address and public pages, and stops when the benchmark disconnects.
import { rm } from 'node:fs/promises';
import { startPerfSite } from './perf-site.mjs';

const { site, dataDir, publicPages } = await startPerfSite(process.argv.slice(2));
process.send({ url: site.url, pages: await publicPages() });
process.on('disconnect', async () => {
  await site.stop();
  await rm(dataDir, { recursive: true, force: true });
  process.exit(0);
});
