import { PrincipleList } from '../ui/PrincipleList.tsx';

const values = [
  {
    title: 'Integrity',
    text: 'We say what we will do, do it, and tell you early when something changes. Honest estimates and honest advice, even when that means less work for us.',
  },
  {
    title: 'Innovation',
    text: 'We bring in AI, automation and cloud-native patterns when they pay off, and prove each one on a small scale before you commit to it.',
  },
  {
    title: 'Customer-Centricity',
    text: 'Your outcomes set our priorities. We measure success by your KPI, not by hours billed or tickets closed.',
  },
  {
    title: 'Commitment',
    text: 'We stay until the result runs in production and your team can run it without us: named engineers, agreed response times, no disappearing acts.',
  },
] as const;

/** The four core values, as principles. */
export function ValuesGrid() {
  return <PrincipleList items={values} />;
}
