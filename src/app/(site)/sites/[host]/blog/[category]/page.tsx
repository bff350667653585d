import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { PostList } from '@/components/blog/PostList'
import { PageHeader } from '@/components/content/PageHeader'
import { blogCategoryBySlug, blogCategoryPath } from '@/domain/contentPages'
import { currentSite } from '@/sites/currentSite'
import { getSitePosts } from '@/sites/data/posts'
import { siteOrigin } from '@/sites/siteUrl'

type Props = { params: Promise<{ host: string; category: string }> }

/** /blog/vehicle-reviews and the other blog categories (BLOG_CATEGORIES); an unknown slug has no page. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { host, category: slug } = await params
  const site = await currentSite(host)
  const category = blogCategoryBySlug(slug)
  if (!site || !category) return {}
  return {
    title: `${category.label} | Blog`,
    description: `${category.label} from ${site.name}.`,
    alternates: { canonical: `${siteOrigin(site, decodeURIComponent(host))}${blogCategoryPath(category)}` },
  }
}

export default async function BlogCategoryPage({ params }: Props) {
  const { host, category: slug } = await params
  const site = await currentSite(host)
  const category = blogCategoryBySlug(slug)
  if (!site || !category) notFound()
  const posts = await getSitePosts(site.id)
  return (
    <section>
      <PageHeader title={category.label} trail={[{ href: '/', label: 'Home' }, { href: '/blog', label: 'Blog' }]} />
      <PostList posts={posts.filter((post) => post.category === category.key)} allPosts={posts} current={category} timeZone={site.timeZone} />
    </section>
  )
}
