import { describe, expect, it } from 'vitest';
import { getOrMake } from './getOrMake.ts';

describe('getOrMake', () => {
  it('makes a value once per key and hands back the kept one after', () => {
    const cache = new Map<string, number>();
    let made = 0;
    const make = () => ++made;
    expect([getOrMake(cache, 'a', make), getOrMake(cache, 'a', make), getOrMake(cache, 'b', make)]).toEqual([1, 1, 2]);
    expect(made).toBe(2);
  });

  it('keeps a made null, so nothing is made again for that key', () => {
    const cache = new Map<string, null>();
    let calls = 0;
    getOrMake(cache, 'empty', () => (calls++, null));
    expect(getOrMake(cache, 'empty', () => (calls++, null))).toBeNull();
    expect(calls).toBe(1);
  });
});
