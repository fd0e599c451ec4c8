/** The site's stylesheets, as built: each page inlines the ones it uses (scripts/postbuild/inlineStyles.ts). */
import { describe, expect, it } from 'vitest';
import { readStylesheets } from './site.ts';

/** Every rule with a declaration block in minified CSS, as `<enclosing at-rules> <rule>`. */
function rulesOf(css: string): string[] {
  const rules: string[] = [];
  const enclosing: string[] = [];
  let start = 0;
  for (let index = 0; index < css.length; index++) {
    const char = css[index];
    if (char === '{') {
      const prelude = css.slice(start, index).trim();
      const close = css.indexOf('}', index);
      const open = css.indexOf('{', index + 1);
      if (open !== -1 && open < close) {
        // A block holding blocks: an at-rule such as @media, whose rules are read next.
        enclosing.push(prelude);
        start = index + 1;
      } else {
        rules.push([...enclosing, `${prelude}{${css.slice(index + 1, close)}}`].join(' '));
        index = close;
        start = close + 1;
      }
    } else if (char === '}') {
      enclosing.pop();
      start = index + 1;
    }
  }
  return rules;
}

describe('rulesOf', () => {
  it('reads rules at the top level and inside at-rules, with their context', () => {
    expect(rulesOf('.a{color:red}@media (min-width:640px){.a{color:blue}.b{margin:0}}.c{}')).toEqual([
      '.a{color:red}',
      '@media (min-width:640px) .a{color:blue}',
      '@media (min-width:640px) .b{margin:0}',
      '.c{}',
    ]);
  });
});

describe('stylesheets', () => {
  const sheets = readStylesheets().map(({ file, css }) => ({ file, rules: rulesOf(css) }));

  it('ship each rule once: a page inlining two stylesheets does not carry the same rule twice', () => {
    // Composing from another CSS module's file copies that file into every chunk that does it;
    // the shared patterns are composed from global names instead (src/styles/patterns.css).
    const shippedIn = new Map<string, string[]>();
    for (const { file, rules } of sheets) for (const rule of new Set(rules)) shippedIn.set(rule, [...(shippedIn.get(rule) ?? []), file]);
    expect(sheets.length).toBeGreaterThan(5);
    expect([...shippedIn].filter(([, files]) => files.length > 1)).toEqual([]);
  });

  it('hold the shared patterns in one of them', () => {
    const withPattern = sheets.filter(({ rules }) => rules.some((rule) => rule.includes('.pattern-icon-tile')));
    expect(withPattern.map(({ file }) => file)).toEqual([expect.stringMatching(/^app-[\w-]+\.css$/)]);
  });
});
