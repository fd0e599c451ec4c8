import { describe, expect, it } from 'vitest';
import { hashRemover, unhashedFileName } from './hashedNames.ts';

describe('unhashedFileName', () => {
  it.each([
    ['About-3r3t3h0W.js', 'About.js'],
    ['Category--bPrpZTU.js', 'Category.js'],
    ['MessageForm.module-XERE4rFP.js', 'MessageForm.module.js'],
    ['inter-latin-wght-400-800-DWxZeM3k.woff2', 'inter-latin-wght-400-800.woff2'],
    ['key-trends-in-intelligent-app-development-45b4033e9f.svg', 'key-trends-in-intelligent-app-development.svg'],
  ])('%s → %s', (hashed, plain) => {
    expect(unhashedFileName(hashed)).toBe(plain);
  });

  it.each(['favicon.svg', 'hero-illustration.svg', 'itah-intro.mp4', 'index.html'])('leaves %s alone', (name) => {
    expect(unhashedFileName(name)).toBeUndefined();
  });
});

describe('hashRemover', () => {
  const unhash = hashRemover(['app-CGApBOIu.js', 'Post-saCkTpRp.css', 'site-a44c1a076b.png', 'favicon.svg']);

  it('writes the known hashed names without their hashes, wherever they stand', () => {
    expect(unhash('<script src="/preview/x/assets/app-CGApBOIu.js"></script>')).toBe('<script src="/preview/x/assets/app.js"></script>');
    expect(unhash('import("./app-CGApBOIu.js");["assets/Post-saCkTpRp.css"]')).toBe('import("./app.js");["assets/Post.css"]');
    expect(unhash('content="https://x.example/generated/social/site-a44c1a076b.png"')).toContain('/social/site.png"');
  });

  it('leaves names it does not know as they are, even when they look hashed', () => {
    expect(unhash('see text-overflow.css and favicon.svg')).toBe('see text-overflow.css and favicon.svg');
  });

  it("writes CSS Modules' classes by their own names, in markup and in stylesheets", () => {
    expect(unhash('<ul class="_list_pdz8x_1 _groupTitle_5u37j_107 plain">')).toBe('<ul class="_list _groupTitle plain">');
    expect(unhash('._card_title_ab12c_9:hover{color:red}')).toBe('._card_title:hover{color:red}');
  });
});
