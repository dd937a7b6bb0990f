import { fuzzEveryRoute } from '../support/fuzz.js';

fuzzEveryRoute({ admin: true });
