import posts from './generated/posts.json';
import type { PostMeta } from './types.ts';

/** Metadata of every published post, newest first (no bodies). */
export const getPosts = (): PostMeta[] => posts as PostMeta[];

export const getPost = (slug: string): PostMeta | undefined => getPosts().find((post) => post.slug === slug);
