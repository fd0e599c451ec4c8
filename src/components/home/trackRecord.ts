/**
 * ITAH's track record as the home counters count it up (the spec: 45→95 '+', 30→50 '%', 20→76).
 * About quotes the same figures from here, so the two pages cannot disagree. A module of its own,
 * so About's bundle does not carry the home page's copy.
 */
import type { Stat } from '../motion/CountUpStats.tsx';

export const proofsOfConcept: Stat = { from: 45, to: 95, suffix: '+', label: 'Proofs of concept delivered' };
export const averageCostSaving: Stat = { from: 30, to: 50, suffix: '%', label: 'Average cost saving' };
const dealsClosed: Stat = { from: 20, to: 76, label: 'Deals closed' };

export const homeStats: Stat[] = [proofsOfConcept, averageCostSaving, dealsClosed];

/** The figure a counter settles at, as the page shows it: "95+". */
export const settledFigure = ({ to, suffix = '' }: Stat) => `${to}${suffix}`;
