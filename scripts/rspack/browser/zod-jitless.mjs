// Browser builds' `zod`: the same zod, told not to compile its parsers with `new Function`. The pages' policy allows
// no eval, so zod's first parse of an object tried it, was refused, and the browser reported a policy violation
// (Lighthouse's best practices: 96 on a job page with its form). Node keeps the compiled parsers.
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
