/**
 * What the quote form's Industry field suggests (a <datalist>): the sectors we are asked about most.
 * Suggestions only: any other answer is as welcome.
 */
export const industrySuggestions = [
  'Financial Services',
  'Healthcare',
  'Retail and e-commerce',
  'Manufacturing',
  'Logistics and transportation',
  'Insurance',
  'Software and SaaS',
  'Energy and utilities',
  'Education',
  'Public sector',
  'Professional services',
  'Nonprofit',
] as const;

/** The id the Industry input names in its `list` attribute. */
export const INDUSTRY_SUGGESTIONS_ID = 'industry-suggestions';
