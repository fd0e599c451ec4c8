/** The case study that proves each practice's work, by its slug: told on the practice's page and under its panel on the overview. */
export const practiceCases = {
  cybersecurity: 'portfolio-poc-cybersecurity',
  data: 'portfolio-poc-data',
  apps: 'portfolio-poc-app-dev',
} as const;
