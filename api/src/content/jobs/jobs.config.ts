import type { ContentConfig } from '../content-config.js';
import { jobHooks } from './job-hooks.js';

/** Jobs: a status and a closing date, the public list of open jobs only, and knockout answers for the office alone. */
export const JOBS_CONFIG: ContentConfig = { hooks: jobHooks };
