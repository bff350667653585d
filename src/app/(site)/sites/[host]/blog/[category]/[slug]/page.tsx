import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { postDate } from '@/components/blog/PostList'
import { PreviewBanner } from '@/components/content/PreviewBanner'
import { HeroImage } from '@/components/content/HeroImage'
import { RichTextBody } from '@/components/content/RichTextBody'
import { blogCategoryBySlug, blogCategoryPath, blogPostPath } from '@/domain/contentPages'
import { carTypeSearchPath, DEFAULT_SEARCH_PATH } from '@/domain/searchPaths'
import { currentSite } from '@/sites/currentSite'
import { getSitePost } from '@/sites/data/posts'
import { isPreviewing } from '@/sites/data/previewing'
import { siteOrigin } from '@/sites/siteUrl'

type Props = { params: Promise<{ host: string; category: string; slug: string }> }

async function load(params: Props['params']) {
  const { host, category: categorySlug, slug } = await params
  const site = await currentSite(host)
  const category = blogCategoryBySlug(categorySlug)
  if (!site || !category) return null
  const post = await getSitePost(site.id, slug)
  // A post lives at its own category's address only.
  if (!post || post.category !== category.key) return null
  return { site, post, category, canonical: `${siteOrigin(site, decodeURIComponent(host))}${blogPostPath(post)}` }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await load(params)
  if (!found) return {}
  return { title: found.post.title, description: found.post.excerpt, alternates: { canonical: found.canonical } }
}

export default async function BlogPostPage({ params }: Props) {
  const found = await load(params)
  if (!found) notFound()
  const { site, post, category } = found
  const previewing = await isPreviewing(site.id)
  const { carTypes, reserveOnline } = site.resolvedSettings
  return (
    <article className="content-page blog-post">
      {previewing && post._status !== 'published' ? <PreviewBanner /> : null}
      <p className="post-meta">
        <Link href={blogCategoryPath(category)}>{category.label}</Link> · <time dateTime={post.publishedAt}>{postDate(post.publishedAt, site.timeZone)}</time>
        {post.author ? ` · ${post.author}` : ''}
      </p>
      <h1>{post.title}</h1>
      <HeroImage image={post.heroImage} />
      <RichTextBody data={post.content} />
      <aside aria-label="Next steps" className="post-actions">
        <Link className="button-primary" href="/book-test-drive">
          Book a Test Drive
        </Link>
        <Link className="button-secondary" href={DEFAULT_SEARCH_PATH}>
          View Stock
        </Link>
        {reserveOnline.enabled && carTypes.includes('used') ? (
          <Link className="button-secondary" href={carTypeSearchPath(['used'])}>
            Reserve Online
          </Link>
        ) : null}
      </aside>
    </article>
  )
}
