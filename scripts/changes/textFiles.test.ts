import { describe, expect, it } from 'vitest';
import { hashRemover } from './hashedNames.ts';
import { textFileLines } from './textFiles.ts';

const unhash = hashRemover(['site-a44c1a076b.png']);

describe('textFileLines', () => {
  it("leaves out an RSS feed's build date and keeps its items' dates", () => {
    const feed = `<rss><channel>
      <lastBuildDate>Wed, 27 Nov 2024 00:00:00 GMT</lastBuildDate>
      <item><title>Post</title>
        <pubDate>Wed, 27 Nov 2024 00:00:00 GMT</pubDate>
      </item></channel></rss>`;
    expect(textFileLines(feed, unhash)).toEqual([
      '<rss><channel>',
      '<item><title>Post</title>',
      '<pubDate>Wed, 27 Nov 2024 00:00:00 GMT</pubDate>',
      '</item></channel></rss>',
    ]);
  });

  it("leaves out an Atom feed's own date and keeps its entries'", () => {
    const feed = '<feed>\n<updated>2025-01-02T00:00:00Z</updated>\n<entry>\n<updated>2024-11-27T00:00:00Z</updated>\n</entry>\n</feed>';
    expect(textFileLines(feed, unhash)).toEqual(['<feed>', '<entry>', '<updated>2024-11-27T00:00:00Z</updated>', '</entry>', '</feed>']);
  });

  it('writes hashed names without their hashes', () => {
    expect(textFileLines('<url><image>https://x.example/generated/social/site-a44c1a076b.png</image></url>', unhash)).toEqual([
      '<url><image>https://x.example/generated/social/site.png</image></url>',
    ]);
  });
});
