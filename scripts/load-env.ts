/** Imported first by Node entry points, so the site config sees `.env` when it is evaluated. */
import { loadDotEnv } from './dotenv.ts';

loadDotEnv();
