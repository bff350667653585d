import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { PostList } from '@/components/blog/PostList'
import { PageHeader } from '@/components/content/PageHeader'
import { currentSite } from '@/sites/currentSite'
import { getSitePosts } from '@/sites/data/posts'
import { sitePageMetadata } from '@/sites/sitePageMetadata'

type Props = { params: Promise<{ host: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return sitePageMetadata((await params).host, { path: '/blog', title: 'Blog', description: (site) => `Vehicle reviews, buyer advice, motoring tips and servicing insights from ${site.name}.` })
}

export default async function BlogPage({ params }: Props) {
  const site = await currentSite((await params).host)
  if (!site) notFound()
  const posts = await getSitePosts(site.id)
  return (
    <section>
      <PageHeader title="Blog" trail={[{ href: '/', label: 'Home' }]} lead={`News, reviews and advice from ${site.name}.`} />
      <PostList posts={posts} allPosts={posts} current={null} timeZone={site.timeZone} />
    </section>
  )
}
