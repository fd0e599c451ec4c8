/**
 * Loads `.env` into process.env for the Node side of the build, as Vite does for the browser side;
 * variables already set in the environment win. Imported first by Node entry points, so the site
 * config sees them when it is evaluated, and by basePath.ts, which reads BASE_PATH.
 */
import { existsSync } from 'node:fs';

if (existsSync('.env')) process.loadEnvFile('.env');
