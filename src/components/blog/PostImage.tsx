import type { PostMeta } from '../../content/types.ts';

interface PostImageProps {
  post: Pick<PostMeta, 'hero'>;
  /** The article's own hero loads first; cards further down the page load when needed. */
  priority?: boolean;
  /** Empty for images that only repeat the link text beside them. */
  alt?: string;
  /** The image search results show for this article (Pagefind reads it from this attribute). */
  searchImage?: boolean;
}

/** A post's hero image, made at build (scripts/images/), with its size set so nothing shifts. */
export function PostImage({ post, priority = false, alt = '', searchImage = false }: PostImageProps) {
  const { src, width, height } = post.hero;
  const url = `${import.meta.env.BASE_URL}${src.slice(1)}`;
  return (
    <img
      src={url}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      {...(searchImage ? { 'data-pagefind-meta': 'image[src], image_alt[alt]' } : {})}
      style={{ display: 'block', width: '100%' }}
    />
  );
}
