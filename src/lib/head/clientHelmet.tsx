/**
 * A small browser-side stand-in for react-helmet-async, which vite-react-ssg's <Head> wraps.
 * The pre-renderer keeps the real library (it collects the head of each page at build); in the
 * browser the head is already right on arrival, so all that is left is keeping it right on
 * client-side navigation. This does that in a fraction of the library's weight: the tags of
 * every mounted <Head> are merged (a later one's tags replace an earlier one's of the same title,
 * meta or link; one head's several tags of one key, such as an article's tags, all stay) and the
 * managed elements (marked data-rh, as the pre-renderer marks them) are replaced. It knows the
 * tags the site's heads hold: title, meta, link and script, their attributes as React spells
 * them, which setAttribute lowercases in an HTML document (crossOrigin → crossorigin).
 */
import { Children, isValidElement, useEffect, useId, type ReactElement, type ReactNode } from 'react';

interface HeadTag {
  type: string;
  /** Tags with the same key from different heads replace each other; scripts are never merged. */
  key: string;
  attributes: [string, string][];
  text?: string;
}

const mounted = new Map<string, HeadTag[]>();
let pending = false;

function tagKey(type: string, props: Record<string, unknown>, position: string): string {
  if (type === 'meta') return `meta:${String(props.name ?? props.property)}`;
  if (type === 'link') return `link:${String(props.rel)}:${String(props.type ?? '')}:${String(props.rel === 'preload' ? props.href : '')}`;
  if (type === 'script') return `script:${position}`;
  return type;
}

function toTags(children: ReactNode, owner: string): HeadTag[] {
  return Children.toArray(children)
    .filter((child): child is ReactElement<Record<string, unknown>> => isValidElement(child) && typeof child.type === 'string')
    .map((child, index) => {
      const { children: inner, ...props } = child.props;
      const attributes = Object.entries(props)
        .filter(([, value]) => value !== undefined && value !== false)
        .map(([name, value]): [string, string] => [name, value === true ? '' : String(value)]);
      const text = inner === undefined ? undefined : Children.toArray(inner as ReactNode).join('');
      return { type: child.type as string, key: tagKey(child.type as string, props, `${owner}:${index}`), attributes, text };
    });
}

function applyHead() {
  pending = false;
  const merged = new Map<string, HeadTag[]>();
  for (const tags of mounted.values()) {
    for (const tag of tags) merged.delete(tag.key);
    for (const tag of tags) merged.set(tag.key, [...(merged.get(tag.key) ?? []), tag]);
  }
  document.head.querySelectorAll('[data-rh]').forEach((element) => element.remove());
  for (const tag of [...merged.values()].flat()) {
    if (tag.type === 'title') document.title = tag.text ?? '';
    else {
      const element = document.createElement(tag.type);
      for (const [name, value] of tag.attributes) element.setAttribute(name, value);
      if (tag.text !== undefined) element.textContent = tag.text;
      element.setAttribute('data-rh', 'true');
      document.head.append(element);
    }
  }
}

function scheduleApply() {
  if (pending) return;
  pending = true;
  queueMicrotask(applyHead);
}

export function Helmet({ children }: { children?: ReactNode }) {
  const owner = useId();
  const tags = toTags(children, owner);
  const signature = JSON.stringify(tags);
  useEffect(() => {
    mounted.set(owner, JSON.parse(signature) as HeadTag[]);
    scheduleApply();
    return () => {
      mounted.delete(owner);
      scheduleApply();
    };
  }, [owner, signature]);
  return null;
}

export function HelmetProvider({ children }: { children?: ReactNode }) {
  return children;
}
