import { fuzzEveryRoute } from './fuzz.js';

fuzzEveryRoute({ admin: false });
