import { existsSync } from 'node:fs';

/**
 * Loads `.env` into process.env for the Node side of the build (content, base path), as Vite
 * does for the browser side. Variables already set in the environment win.
 */
export function loadDotEnv(file = '.env'): void {
  if (existsSync(file)) process.loadEnvFile(file);
}
