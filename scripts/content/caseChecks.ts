/** Checks of case studies: the order they are listed in must be one order, and their images must exist. */
import { fieldProblem } from './load.ts';
import type { Problem } from './problems.ts';
import type { PortfolioFrontMatter } from './schemas/portfolio.ts';
import { isPublicFile } from './siteLinks.ts';
import type { Entry } from './validEntries.ts';

/** Two case studies with the same `order` would be listed in whichever order the disk gave them. */
export function checkCaseOrder(cases: Entry<PortfolioFrontMatter>[], problems: Problem[]) {
  for (const { source, data } of cases) {
    const others = cases.filter((other) => other.source !== source && other.data.order === data.order);
    if (others.length === 0) continue;
    const files = others.map((other) => other.source.file).join(', ');
    problems.push(fieldProblem(source, 'order', `${data.order} is also the order of ${files}: give each case study its own`));
  }
}

/** A case study's own image must be a file under public/. */
export async function checkCaseImages(root: string, cases: Entry<PortfolioFrontMatter>[], problems: Problem[]) {
  for (const { source, data } of cases) {
    if (data.image && !(await isPublicFile(root, data.image)))
      problems.push(fieldProblem(source, 'image', `${data.image} does not exist under public/`));
  }
}
