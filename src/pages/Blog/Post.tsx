import { Clock } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { BlogLayout } from '../../components/blog/BlogLayout.tsx';
import { PostImage } from '../../components/blog/PostImage.tsx';
import { PostNeighbours } from '../../components/blog/PostNeighbours.tsx';
import { ReadingRail } from '../../components/blog/ReadingRail.tsx';
import { BlogCta } from '../../components/blog/BlogCta.tsx';
import { ShareButtons } from '../../components/blog/ShareButtons.tsx';
import { EntryBody } from '../../components/content/EntryBody.tsx';
import { SectionBar } from '../../components/content/SectionBar.tsx';
import { WholeHyphenatedWords } from '../../components/content/WholeHyphenatedWords.tsx';
import { CommentForm } from '../../components/forms/CommentForm.tsx';
import { JsonLd } from '../../components/ui/JsonLd.tsx';
import { PageBanner } from '../../components/ui/PageBanner.tsx';
import { Seo } from '../../components/ui/Seo.tsx';
import { PageData } from '../../components/content/PageData.tsx';
import { pageDataKeys, readServerData, type BlogRoutesData, type PostPageData } from '../../content/index.ts';
import { formatDate } from '../../lib/dates.ts';
import { articleSearchAttributes } from '../../lib/searchMeta.ts';
import { blogPosting } from '../../lib/structuredData.ts';
import { titleWithSuffix } from '../../lib/titles.ts';
import { blogPaths, paths } from '../../routes/paths.ts';
import { LazyNotFound } from '../NotFound/LazyNotFound.tsx';
import styles from './Post.module.css';

function Article({ data: { post, older, newer, toc } }: { data: PostPageData }) {
  return (
    <>
      <Seo
        title={titleWithSuffix(post.title, 'ITAH Blog')}
        description={post.description}
        keywords={post.tags.map((tag) => tag.name)}
        image={post.socialImage}
        article={{ publishedTime: post.date, section: post.category, tags: post.tags.map((tag) => tag.name) }}
      />
      <JsonLd data={blogPosting(post, import.meta.env.BASE_URL)} />
      {/* The banner is the drawn cover's title; above the headline it would say it twice. A writer's own image does not show it. */}
      <PageBanner
        title={<WholeHyphenatedWords text={post.title} />}
        eyebrow={post.image ? post.banner : undefined}
        crumbs={[{ label: 'Blog', href: paths.blog }, { label: post.title }]}
        titleInSearchIndex
        asideBesideIntro
        aside={
          // Beside the headline, the cover opens the article without pushing its first words below
          // the fold. A drawn cover is a dark field round the banner: on paper, only ink; a writer's own image prints.
          <div className={styles.hero} {...(post.image ? {} : { 'data-print': 'omit' })}>
            <PostImage post={post} priority searchImage alt={post.imageAlt ?? post.banner} />
          </div>
        }
      >
        {/* What the article holds, in the writer's teaser: the opening says it before the first section. */}
        <p className={styles.standfirst}>{post.excerpt}</p>
        <p className={styles.meta}>
          <Link to={blogPaths.category(post.categorySlug)} className={styles.category}>
            {post.category}
          </Link>
          <Link to={paths.blog} className={styles.date}>
            <time dateTime={post.date}>{formatDate(post.date)}</time>
          </Link>
          <span className={styles.reading}>
            <Clock aria-hidden="true" size={16} /> {post.readingMinutes} min read
          </span>
        </p>
      </PageBanner>
      <BlogLayout rail={<ReadingRail sections={toc} />}>
        <article className={styles.article} {...articleSearchAttributes(post)}>
          <SectionBar sections={toc} wideFrom={1180} />
          <EntryBody kind="posts" slug={post.slug} />
          {/* Not a nav landmark: Pagefind leaves <nav> out of the index, and a search for a tag should find its articles. */}
          <div className={styles.tags}>
            <p className={styles.tagsLabel} data-pagefind-ignore>
              Tags
            </p>
            <ul className={styles.tagList}>
              {post.tags.map((tag) => (
                <li key={tag.slug}>
                  <Link to={blogPaths.tag(tag.slug)} className="pattern-tag">
                    {tag.name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
          <ShareButtons title={post.title} path={blogPaths.post(post.slug)} />
        </article>
        <PostNeighbours older={older} newer={newer} />
        {/* Right after the article at every width: a reader who has something to say finds the form before the sidebar's lists. */}
        <CommentForm />
      </BlogLayout>
      <BlogCta />
    </>
  );
}

/** /blog/<slug>: one article with its hero, body, neighbours and the blog sidebar. */
export function Component() {
  const { slug = '' } = useParams();
  return (
    <PageData<PostPageData> dataKey={pageDataKeys.post(slug)}>{(data) => (data ? <Article data={data} /> : <LazyNotFound />)}</PageData>
  );
}

/** Pre-render one page per published post. */
export const getStaticPaths = () =>
  readServerData<BlogRoutesData>(pageDataKeys.blogRoutes).postSlugs.map((slug) => blogPaths.post(slug).slice(1));

export default Component;
