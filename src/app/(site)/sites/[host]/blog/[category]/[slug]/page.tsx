import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { postDate } from '@/components/blog/PostList'
import { HeroImage } from '@/components/content/HeroImage'
import { PageHeader } from '@/components/content/PageHeader'
import { PreviewBanner } from '@/components/content/PreviewBanner'
import { RichTextBody } from '@/components/content/RichTextBody'
import { buttonClass } from '@/components/ui/Button'
import { blogCategoryBySlug, blogCategoryPath, blogPostPath } from '@/domain/contentPages'
import { carTypeSearchPath, DEFAULT_SEARCH_PATH } from '@/domain/searchPaths'
import { currentSite } from '@/sites/currentSite'
import { getSitePost } from '@/sites/data/posts'
import { isPreviewing } from '@/sites/data/previewing'
import { siteOrigin } from '@/sites/siteUrl'

import styles from './PostPage.module.css'

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
    <article className={styles.post}>
      {previewing && post._status !== 'published' ? <PreviewBanner /> : null}
      <PageHeader title={post.title} trail={[{ href: '/blog', label: 'Blog' }, { href: blogCategoryPath(category), label: category.label }]}>
        <p className={styles.meta}>
          <time dateTime={post.publishedAt}>{postDate(post.publishedAt, site.timeZone)}</time>
          {post.author ? ` · ${post.author}` : ''}
        </p>
      </PageHeader>
      <HeroImage image={post.heroImage} />
      <RichTextBody data={post.content} />
      <aside aria-label="Next steps" className={styles.actions}>
        <a className={buttonClass('primary')} href="/book-test-drive">
          Book a Test Drive
        </a>
        <a className={buttonClass('secondary')} href={DEFAULT_SEARCH_PATH}>
          View Stock
        </a>
        {reserveOnline.enabled && carTypes.includes('used') ? (
          <a className={buttonClass('secondary')} href={carTypeSearchPath(['used'])}>
            Reserve Online
          </a>
        ) : null}
      </aside>
    </article>
  )
}
