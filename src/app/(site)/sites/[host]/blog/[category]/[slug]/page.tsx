import { postDate } from '@/components/blog/postDate'
import { HeroImage } from '@/components/content/HeroImage'
import { PageHeader } from '@/components/content/PageHeader'
import { PreviewBanner } from '@/components/content/PreviewBanner'
import { RichTextBody } from '@/components/content/RichTextBody'
import { buttonClass } from '@/components/ui/Button'
import { blogCategoryBySlug, blogCategoryPath, type BlogCategory } from '@/domain/contentPages'
import { carTypeSearchPath, DEFAULT_SEARCH_PATH } from '@/domain/searchPaths'
import type { Post } from '@/payload-types'
import { getSitePost } from '@/sites/data/posts'
import { isPreviewing } from '@/sites/data/previewing'
import { sitePage, type SitePageContext } from '@/sites/sitePage'

import styles from './PostPage.module.css'

type Params = { category: string; slug: string }
type Loaded = { post: Post; category: BlogCategory }

const page = sitePage<Params, Loaded>({
  load: async ({ site, params }) => {
    const category = blogCategoryBySlug(params.category)
    if (!category) return null
    const post = await getSitePost(site.id, params.slug)
    // A post lives at its own category's address only.
    return post && post.category === category.key ? { post, category } : null
  },
  metadata: ({ post, category }) => ({ path: `${blogCategoryPath(category)}/${post.slug}`, title: post.title, description: post.excerpt }),
  render: BlogPostPage,
})

export const generateMetadata = page.generateMetadata
export default page.Page

async function BlogPostPage({ site, post, category }: SitePageContext<Params> & Loaded) {
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
